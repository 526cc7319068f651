import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

// Libraries every route needs go into stable shared chunks; everything else (antd components, pages,
// layouts) stays with the lazy chunk that uses it, so the login route loads only what it renders.
const frameworkChunks = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: frameworkChunks } } },
  },
});
