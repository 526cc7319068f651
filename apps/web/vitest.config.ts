import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // The build's own plugins are tested too.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole pages render antd in jsdom: seconds each on a busy 2-core machine, so the 5 s default is tight.
    testTimeout: 15_000,
  },
});
