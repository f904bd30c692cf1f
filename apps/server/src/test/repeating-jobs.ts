import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { eventually } from './eventually';

/**
 * The repeating job `name` runs once when `app` starts, without an error, and then waits about
 * `everySeconds` for its next run. `what` names the first run if it never ends.
 */
export async function expectRunAtStartThenEvery(
  app: FastifyInstance,
  name: string,
  everySeconds: number,
  what: string,
) {
  await app.ready();
  const next = await eventually(async () => {
    const [scheduled] = await app.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `repeat:${name}`));
    // The first run (due at once) is done when the row waits for the next one.
    return scheduled && scheduled.attempts === 0 && scheduled.runAt.getTime() > Date.now()
      ? scheduled
      : undefined;
  }, what);
  expect(next.lastError).toBeNull();
  expect(next.runAt.getTime() - Date.now()).toBeGreaterThan((everySeconds - 60) * 1000);
}
