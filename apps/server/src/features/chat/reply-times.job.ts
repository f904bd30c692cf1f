import type { UsersService } from '../users/users.service';
import type { ChatService } from './chat.service';

/** Hourly: badges follow how people answer without a query on every page view. */
export const REPLY_TIMES_EVERY_SECONDS = 60 * 60;

/** How many members' badges one batch recomputes, in one short transaction. */
export const REPLY_TIMES_BATCH = 500;

/**
 * Recomputes every owner's "Usually replies within …" badge (a repeating job), a keyset batch
 * of members at a time: on the embedded database the job shares one connection with the chat,
 * which must never wait long for it (issue 36).
 */
export function replyTimesJob(
  chat: Pick<ChatService, 'replyTimes'>,
  users: Pick<UsersService, 'idsAfter' | 'setReplyTimes'>,
  batch = REPLY_TIMES_BATCH,
) {
  return async (): Promise<void> => {
    const now = new Date();
    for (let after = 0; ;) {
      const ids = await users.idsAfter(after, batch);
      const last = ids.at(-1);
      if (last === undefined) return;
      const members: [number, number] = [ids[0] ?? last, last];
      await users.setReplyTimes(members, await chat.replyTimes(now, members));
      after = last;
    }
  };
}
