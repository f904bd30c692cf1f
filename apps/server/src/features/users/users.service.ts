import { MESSAGES } from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { eventKeptCache } from '../../events/event-kept-cache';
import type { EventBus } from '../../events/event-bus';
import { fieldErrors } from '../../lib/errors';
import type { User } from './user';
import type { UsersRepository } from './users.repository';

/** How long a looked-up member is trusted without an announcement (event-kept-cache.ts). */
export const MEMBER_CACHE_TTL_MS = 30_000;

export interface Identity {
  username?: string;
  email?: string;
}

/**
 * The accounts, for every other feature: they read and change users through this service,
 * never through the repository (docs/decisions/020-import-direction.md).
 */
export function usersService(repository: UsersRepository, events: EventBus) {
  // Every chat message names its receiver (issue 36): answered from memory, forgotten on every
  // instance when the member changes (`user.changed`, `user.suspended`).
  const named = eventKeptCache<string, User | undefined>({
    events,
    load: (name) => repository.findByUsername(name),
    loadMany: async (names) =>
      new Map(
        (await repository.findByUsernames(names)).map((user) => [
          user.username.toLowerCase(),
          user,
        ]),
      ),
    ttlMs: MEMBER_CACHE_TTL_MS,
    maxEntries: 50_000,
  });

  return {
    findById: repository.findById,
    findByIds: repository.findByIds,
    /** Username or e-mail, case-insensitively (login and password reset). */
    findByLogin: repository.findByLogin,
    findByUsername: repository.findByUsername,
    findByEmail: repository.findByEmail,
    usernameTaken: repository.usernameTaken,
    /** Inserts an account; a name or address taken meanwhile is that field's 400, not a 500. */
    create: repository.create,
    /**
     * The member with this username, case-insensitively, from memory when recently asked (the
     * chat's receivers and typing signals); may lag a change by as long as an event takes.
     */
    named: (username: string) => named.get(username.toLowerCase()),

    /** Forgets what `named` knows of a member (on every instance, from `user.changed`). */
    forget(userId: number): void {
      named.forgetWhere((_name, user) => user?.id === userId);
    },

    /**
     * Changes an account; a name or address taken meanwhile is that field's 400. Every
     * instance hears of it once it is stored (after the writer's transaction commits).
     */
    async update(...args: Parameters<UsersRepository['update']>): Promise<User> {
      const updated = await repository.update(...args);
      const [id, , executor] = args;
      await announceChange(events, id, executor);
      return updated;
    },
    /** Account ids in order, a batch at a time (the repeating jobs' keyset). */
    idsAfter: repository.idsAfter,
    /** The reply-time badges of a range of accounts, recomputed (chat.reply-times job). */
    setReplyTimes: repository.setReplyTimes,

    /**
     * The username's and the e-mail's 400 (each with the spec's "already exists" message)
     * when either already belongs to an account. Checked before writing for a friendly answer;
     * the unique indexes still decide a race (users.repository.ts).
     */
    async refuseTaken(identity: Identity): Promise<void> {
      const errors: Record<string, string[]> = {};
      if (identity.username !== undefined && (await repository.usernameTaken(identity.username))) {
        errors.username = [MESSAGES.usernameTaken];
      }
      if (identity.email !== undefined && (await repository.emailTaken(identity.email))) {
        errors.email = [MESSAGES.emailTaken];
      }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;

/**
 * Tells every instance that a member's row changed, once the change is visible: after the
 * writer's transaction commits when there is one.
 */
export async function announceChange(
  events: Pick<EventBus, 'publish'>,
  userId: number,
  executor?: Database | Tx,
): Promise<void> {
  if (executor && 'afterCommit' in executor) {
    executor.afterCommit(() => void events.publish('user.changed', { userId }));
    return;
  }
  await events.publish('user.changed', { userId });
}
