import { vi } from 'vitest';
import { REFRESH_GRACE_SECONDS } from '../lib/jwt';

/**
 * How many times this worker's clock was moved: the embedded databases read `Date.now` too,
 * and the test pool closes one that saw it moved (pglite-pool.ts says why).
 */
export const clockMoves = { count: 0 };

/**
 * Runs `task` with `Date.now` moved `ms` ahead (real time keeps running underneath), so tests
 * cross time windows without sleeping through them.
 */
export async function withClockAhead<T>(ms: number, task: () => Promise<T>): Promise<T> {
  clockMoves.count++;
  const realNow = Date.now.bind(Date);
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ms);
  try {
    return await task();
  } finally {
    spy.mockRestore();
  }
}

/** Runs `task` once a just-rotated refresh token's grace window has passed. */
export const afterRefreshGrace = <T>(task: () => Promise<T>) =>
  withClockAhead((REFRESH_GRACE_SECONDS + 1) * 1000, task);
