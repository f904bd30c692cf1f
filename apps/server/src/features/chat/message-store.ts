import type { AttachmentData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { ChatMember, MessageEvent } from '../../events/event-map';
import type { User } from '../users/user';
import type { AttachmentsService } from './attachments.service';
import type { ChatRepository, MessageRow, NewMessage } from './chat.repository';
import { storedMessage, withFiles } from './chat.presenter';

/** A message on its way to the database, with who sends it to whom and the files it names. */
export interface PendingMessage {
  me: User;
  other: User;
  values: NewMessage;
  attachmentIds: number[];
}

const member = (user: User): ChatMember => ({
  id: user.id,
  username: user.username,
  pictureHash: user.pictureHash,
});

/** `message.stored` (and `message.confirmed`) for a stored message. */
export const messageEventOf = (
  pending: PendingMessage,
  stored: { message: MessageRow; first: boolean },
  attached: Map<number, AttachmentData[]>,
): MessageEvent => ({
  message: withFiles(storedMessage(stored.message), attached),
  sender: member(pending.me),
  receiver: member(pending.other),
  first: stored.first,
});

/** Writes a batch of messages (the group commit's write, chat.service.ts). */
export function messageStore({
  db,
  chat,
  files,
  events,
}: {
  db: Database;
  chat: Pick<ChatRepository, 'addMessages'>;
  files: Pick<AttachmentsService, 'attach' | 'ofMessages'>;
  events: Pick<EventBus, 'runWithin' | 'writesWithin'>;
}) {
  /**
   * Stores messages with the files each names (uploaded before) and the jobs they call for
   * (their pushes), all in one transaction; a resend's were stored with it the first time.
   */
  const storeWithJobs = (batch: PendingMessage[]) =>
    inTransaction(db, async (tx) => {
      const rows = await chat.addMessages(
        batch.map((pending) => pending.values),
        tx,
      );
      const answers = [];
      for (const [index, row] of rows.entries()) {
        const pending = batch[index] as PendingMessage;
        if (row.duplicate) {
          answers.push({ ...row, attached: await files.ofMessages([row.message.id], tx) });
          continue;
        }
        const { attachmentIds } = pending;
        await files.attach(pending.me, row.message, attachmentIds, tx);
        const attached =
          attachmentIds.length > 0
            ? await files.ofMessages([row.message.id], tx)
            : new Map<number, AttachmentData[]>();
        await events.runWithin(tx, 'message.stored', messageEventOf(pending, row, attached));
        answers.push({ ...row, attached });
      }
      return answers;
    });

  /**
   * Messages without files to members nothing is queued for (no browser to push to, asked
   * from memory) are one statement, which commits alone: BEGIN and COMMIT were two of a
   * batch's three round trips, and up to a quarter of the server's CPU a message (decision 141).
   */
  return async (batch: PendingMessage[]) => {
    const receivers = [...new Set(batch.map((pending) => pending.other.id))];
    if (
      batch.some((pending) => pending.attachmentIds.length > 0) ||
      (await events.writesWithin('message.stored', receivers))
    ) {
      return storeWithJobs(batch);
    }
    const rows = await chat.addMessages(batch.map((pending) => pending.values));
    // A resend's files were given to it the first time; a new message here has none.
    const resent = rows.filter((row) => row.duplicate).map((row) => row.message.id);
    const attached =
      resent.length > 0 ? await files.ofMessages(resent) : new Map<number, AttachmentData[]>();
    return rows.map((row) => ({ ...row, attached }));
  };
}
