import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two. The files spend much
    // of their time waiting on PostgreSQL, SMTP peers and child processes, so two workers keep both cores busy.
    maxWorkers: 2,
  },
});
