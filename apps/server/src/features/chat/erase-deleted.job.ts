import { clockNow } from '../../lib/jobs/job-worker';
import type { ChatLiveService } from './chat-live.service';

/** Hourly: a deleted message's text is gone within an hour of its 30 days. */
export const ERASE_DELETED_EVERY_SECONDS = 60 * 60;

/** Erases the text of messages deleted more than 30 days ago (a repeating job). */
export const eraseDeletedJob =
  (live: Pick<ChatLiveService, 'eraseDeleted'>) => async (): Promise<void> => {
    await live.eraseDeleted(clockNow());
  };
