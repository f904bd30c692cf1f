import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'e2e',
      'lint',
    ],
    // Vitest runs one file fewer than there are cores at a time: one file on a 2-core machine,
    // while most files wait on sockets, SMTP and timers. Every file has its own database and
    // ports, so they run as many at a time as there are cores (docs/decisions/061).
    maxWorkers: '100%',
    // The slowest files at the end of every run: where the suite's time goes (issue 50).
    reporters: ['default', './.ci/slowest-files.js'],
  },
});
