import type { UsersService } from '../users/users.service';
import type { ChatService } from './chat.service';

export type ReplyTimeJobs = { 'chat.reply-times': Record<string, never> };

/** Hourly: badges follow how people answer without a query on every page view. */
export const REPLY_TIMES_EVERY_SECONDS = 60 * 60;

/** Recomputes every owner's "Usually replies within …" badge (a repeating job). */
export function replyTimesJob(
  chat: Pick<ChatService, 'replyTimes'>,
  users: Pick<UsersService, 'setReplyTimes'>,
) {
  return async (): Promise<void> => {
    await users.setReplyTimes(await chat.replyTimes(new Date()));
  };
}
