import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';
import { counter, type Counter } from './rate-limits';

/**
 * One kind of socket frame's budget per member, counted across all their sockets and all
 * instances. `per` narrows the key (typing: per receiver); a spent budget either refuses the
 * frame with a `rate_limited` error frame or, for a hint nobody waits on, drops it silently.
 */
export interface FrameBudget<F> {
  name: string;
  max: number;
  windowMs: number;
  whenSpent: 'refuse' | 'drop';
  per?: (frame: F) => string;
}

/** Why a kind of frame needs no budget, said beside its handler. */
export interface FrameExemption {
  exempt: string;
}

export type FrameBudgetDeclaration<F> = FrameBudget<F> | FrameExemption;

export const frameBudget = <F>(
  name: string,
  max: number,
  windowMs: number,
  options: { whenSpent?: 'refuse' | 'drop'; per?: (frame: F) => string } = {},
): FrameBudget<F> => ({
  name,
  max,
  windowMs,
  whenSpent: options.whenSpent ?? 'refuse',
  ...options,
});

export const noFrameBudget = (reason: string): FrameExemption => ({ exempt: reason });

/** A refused frame: the sender's error frame says when to try again. */
export function frameOverBudget(result: RateLimiterRes): AppError {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return new AppError(
    429,
    { detail: `Slow down: try again in ${seconds} second${seconds === 1 ? '' : 's'}.` },
    { 'Retry-After': String(seconds) },
    'rate_limited',
  );
}

/**
 * Spends the budget of a frame's kind for its sender: resolves true to handle the frame, false
 * to drop it; throws the `rate_limited` refusal. A kind with no declaration is a programming
 * error (the start-up check refuses it first).
 */
export function frameBudgets<K extends string, F>(
  redis: Redis | undefined,
  declarations: Record<K, FrameBudgetDeclaration<F>>,
) {
  const counters = new Map<K, Counter>();
  for (const [kind, declaration] of Object.entries(declarations) as [
    K,
    FrameBudgetDeclaration<F>,
  ][]) {
    if ('exempt' in declaration) continue;
    const seconds = Math.max(1, Math.ceil(declaration.windowMs / 1000));
    counters.set(
      kind,
      counter(redis, `partnerly-frame:${declaration.name}`, declaration.max, seconds),
    );
  }
  return async function spend(kind: K, memberId: number, frame: F): Promise<boolean> {
    const declaration = declarations[kind];
    const limiter = counters.get(kind);
    if ('exempt' in declaration || !limiter) return true;
    const key = declaration.per ? `${memberId}:${declaration.per(frame)}` : String(memberId);
    try {
      await limiter.consume(key);
      return true;
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result;
      if (declaration.whenSpent === 'drop') return false;
      throw frameOverBudget(result);
    }
  };
}
