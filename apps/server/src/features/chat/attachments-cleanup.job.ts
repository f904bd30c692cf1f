import type { AttachmentsService } from './attachments.service';

/** Hourly: an abandoned upload waits at most a day and an hour. */
export const ATTACHMENTS_CLEANUP_EVERY_SECONDS = 60 * 60;

/** Deletes uploads no message took within a day, and their bytes (a repeating job). */
export const attachmentsCleanupJob =
  (attachments: Pick<AttachmentsService, 'cleanUp'>) => async (): Promise<void> => {
    await attachments.cleanUp(new Date(Date.now()));
  };
