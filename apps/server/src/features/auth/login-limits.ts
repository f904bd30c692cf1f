import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TWO_FACTOR_MESSAGES } from '@partnerly/shared';
import { AppError } from '../../lib/errors';
import { consumeOr429, counter, overBudget, type Counter } from '../../lib/rate-limits';
import { BAD_CREDENTIALS } from './auth.service';
import { WRONG_PASSWORD } from './two-factor.service';

export interface LoginLimitSettings {
  /** Failed logins for one account from one address before that address waits. */
  failuresPerAddress: number;
  failureWindowSeconds: number;
  /** Failed logins for one account from everywhere before every attempt is spaced out. */
  failuresPerAccount: number;
  accountWindowSeconds: number;
  /** Once past the account's ceiling: one attempt per this many seconds, from anyone. */
  slowedAttemptSeconds: number;
}

export const LOGIN_LIMITS: LoginLimitSettings = {
  failuresPerAddress: 5,
  failureWindowSeconds: 15 * 60,
  failuresPerAccount: 100,
  accountWindowSeconds: 60 * 60,
  slowedAttemptSeconds: 5,
};

/** A wrong password or a wrong two-factor code, wherever it was typed. */
function isWrongSecret(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  const first = (field: string) => {
    const messages = (error.body as Record<string, unknown>)[field];
    return Array.isArray(messages) ? (messages[0] as unknown) : undefined;
  };
  return (
    first('non_field_errors') === BAD_CREDENTIALS ||
    first('password') === WRONG_PASSWORD ||
    first('otp') === TWO_FACTOR_MESSAGES.codeInvalid ||
    first('code') === TWO_FACTOR_MESSAGES.codeInvalid
  );
}

/** Counts a failure; going past the budget is what the next attempt's check reads. */
const count = (limiter: Counter, key: string) =>
  limiter.consume(key).catch((result: unknown) => {
    if (!(result instanceof RateLimiterRes)) throw result;
  });

/**
 * Sign-in limits that strangers cannot turn against the owner (docs/decisions/025): failures
 * are counted per account and client address, so guessing from some addresses slows those
 * addresses only; a correct login clears its address's count; past a high per-account
 * ceiling every attempt is spaced out, but never refused for good.
 */
export function loginLimits(redis?: Redis, settings: LoginLimitSettings = LOGIN_LIMITS) {
  const perAddress = counter(
    redis,
    'partnerly-login-fail-addr',
    settings.failuresPerAddress,
    settings.failureWindowSeconds,
  );
  const perAccount = counter(
    redis,
    'partnerly-login-fail-acct',
    settings.failuresPerAccount,
    settings.accountWindowSeconds,
  );
  const slowed = counter(redis, 'partnerly-login-slowed', 1, settings.slowedAttemptSeconds);
  const keys = (account: string, address: string) => {
    const name = account.trim().toLowerCase();
    return { name, pair: `${name}|${address}` };
  };

  return {
    /** Throws 429 (with Retry-After) when this address, or anyone now, must wait. */
    async check(account: string, address: string): Promise<void> {
      const { name, pair } = keys(account, address);
      const fromHere = await perAddress.get(pair);
      if (fromHere && fromHere.consumedPoints >= settings.failuresPerAddress)
        throw overBudget(fromHere);
      const everywhere = await perAccount.get(name);
      if (everywhere && everywhere.consumedPoints >= settings.failuresPerAccount) {
        await consumeOr429(slowed, name);
      }
    },

    async failed(account: string, address: string): Promise<void> {
      const { name, pair } = keys(account, address);
      await Promise.all([count(perAddress, pair), count(perAccount, name)]);
    },

    /** The right password from this address: its failures are forgiven. */
    async succeeded(account: string, address: string): Promise<void> {
      await perAddress.delete(keys(account, address).pair);
    },

    /**
     * One attempt with the account's secrets (sign-in, turning two-factor on or off): refused
     * while this address or everyone must wait, a wrong password or code counted, a success
     * forgiving this address. One budget for every place a code can be guessed (issue 28).
     */
    async attempt<T>(account: string, address: string, run: () => Promise<T>): Promise<T> {
      await this.check(account, address);
      try {
        const result = await run();
        await this.succeeded(account, address);
        return result;
      } catch (error) {
        // Only wrong secrets count; a suspended account's right password does not, nor the
        // right password of a two-factor account sent without its code.
        if (isWrongSecret(error)) await this.failed(account, address);
        throw error;
      }
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
