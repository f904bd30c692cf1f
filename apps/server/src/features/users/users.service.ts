import { MESSAGES } from '@partnerly/shared';
import { fieldErrors } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

export interface Identity {
  username?: string;
  email?: string;
}

/**
 * The accounts, for every other feature: they read and change users through this service,
 * never through the repository (docs/decisions/020-import-direction.md).
 */
export function usersService(repository: UsersRepository) {
  return {
    findById: repository.findById,
    /** Username or e-mail, case-insensitively (login and password reset). */
    findByLogin: repository.findByLogin,
    findByUsername: repository.findByUsername,
    findByEmail: repository.findByEmail,
    usernameTaken: repository.usernameTaken,
    /** Inserts an account; a name or address taken meanwhile is that field's 400, not a 500. */
    create: repository.create,
    /** Changes an account; a name or address taken meanwhile is that field's 400. */
    update: repository.update,
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
