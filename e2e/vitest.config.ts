import { defineProject } from 'vitest/config';

/** Unit tests of the journeys' own tooling; the journeys themselves (*.spec.ts) run in Playwright. */
export default defineProject({
  test: {
    name: 'e2e-support',
    include: ['support/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
