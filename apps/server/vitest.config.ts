import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every test app's in-memory database starts from one migrated once (src/test/pglite-template.ts).
    globalSetup: ['src/test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
