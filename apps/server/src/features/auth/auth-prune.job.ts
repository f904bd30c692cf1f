import type { CodesService } from './codes.service';
import type { SessionsService } from './sessions.service';

/** Often enough that the tables stay small, rarely enough to cost nothing. */
export const AUTH_PRUNE_EVERY_SECONDS = 60 * 60;

/** Deletes expired refresh tokens and long-dead e-mail codes (a repeating job). */
export function authPruneJob(sessions: SessionsService, codes: CodesService) {
  return async (): Promise<void> => {
    await sessions.pruneExpired();
    await codes.pruneExpired();
  };
}
