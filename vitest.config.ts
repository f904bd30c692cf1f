import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take long on PostgreSQL only: skipped on PGlite, so the durations Vitest keeps
 * from `npm test` (CI's postgres leg runs after it in the same clone) place them last, where
 * they ran alone after everything else had finished.
 */
const LONG_ON_POSTGRES = ['apps/server/src/features/search/search.explain.test.ts'];

/** Vitest's order (longest first, by the kept durations), with `LONG_ON_POSTGRES` first there. */
class LongOnPostgresFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    if (!process.env.TEST_DATABASE_URL) return sorted;
    const long = (file: TestSpecification) =>
      LONG_ON_POSTGRES.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

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
    sequence: { sequencer: LongOnPostgresFirst },
    // The slowest files at the end of every run: where the suite's time goes (issue 50).
    reporters: ['default', './.ci/slowest-files.js'],
  },
});
