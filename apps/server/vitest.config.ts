import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every test app's database starts from one migrated once (src/test/database-template.ts).
    globalSetup: ['src/test/database-template.ts'],
    // The files share a worker's modules (decision 075): importing the app in every file cost a
    // third of the suite's time. Every file sets up its own app, database and servers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
