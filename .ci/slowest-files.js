import { relative } from 'node:path';

/** How many files the table lists. */
const SHOWN = 15;

/**
 * A Vitest reporter that lists the slowest test files at the end of a run (import, setup and
 * tests), beside the default reporter, so CI's log says where the suite's time goes.
 */
export default class SlowestFiles {
  onTestRunEnd(testModules) {
    const rows = testModules
      .map((module) => {
        const { collectDuration, setupDuration, duration } = module.diagnostic();
        return {
          file: relative(process.cwd(), module.moduleId),
          project: module.project.name,
          seconds: (collectDuration + setupDuration + duration) / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    console.log(`\nSlowest ${rows.length} test files (seconds: import, setup and tests):`);
    for (const { file, project, seconds } of rows) {
      console.log(`${seconds.toFixed(1).padStart(8)}  ${project.padEnd(7)} ${file}`);
    }
  }
}
