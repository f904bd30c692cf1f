import type { AttachmentData, UploadedAttachment } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { conflict, fieldError, notFound, socketError } from '../../lib/errors';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import { storeFile } from './attachment-files';
import { attachmentsByMessage, presentUpload } from './attachments.presenter';
import type { AttachmentRow, AttachmentsRepository } from './attachments.repository';
import type { ChatRepository } from './chat.repository';
import type { FileStore } from './file-store';

/** How long an upload waits for a message to carry it before the clean-up deletes it. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/** How many gone files the erasure takes at a time. */
const ERASE_BATCH = 200;

/** A stored file and the bytes to serve: the file itself or its thumbnail. */
export interface AttachmentDownload {
  row: AttachmentRow;
  bytes: Buffer;
  contentType: string;
}

/**
 * Files sent in conversations (issue 34, decision 058): uploaded one by one, then named by the
 * message that carries them. Only the two members, or an admin through a report, fetch them.
 */
export function attachmentsService({
  attachments,
  store,
  dialogues,
  users,
}: {
  attachments: AttachmentsRepository;
  store: FileStore;
  dialogues: Pick<ChatRepository, 'open'>;
  users: Pick<UsersService, 'findByUsername'>;
}) {
  return {
    /** POST api/chat/attachments/: stores a file for the conversation with `receiverName`. */
    async upload(
      me: User,
      receiverName: string,
      file: { bytes: Buffer; name: string },
    ): Promise<UploadedAttachment> {
      const other = await users.findByUsername(receiverName);
      if (!other || other.suspendedAt) throw notFound('There is no user with that name.');
      if (other.id === me.id) throw fieldError('receiver', 'You cannot message yourself.');
      const { id: dialogueId, blocked } = await dialogues.open(me.id, other.id);
      if (blocked) throw conflict('This conversation is blocked.');
      const row = await attachments.create({
        dialogueId,
        uploaderId: me.id,
        ...(await storeFile(store, file)),
      });
      return presentUpload(row);
    },

    /** The bytes of an attachment (or of its thumbnail) for someone who may see it. */
    async download(me: User, id: number, thumb: boolean): Promise<AttachmentDownload> {
      const row = await attachments.findVisible(id, me.id, me.isAdmin);
      const key = row && (thumb ? row.thumbKey : row.fileKey);
      const bytes = key ? await store.get(key) : undefined;
      if (!row || !bytes) throw notFound();
      return { row, bytes, contentType: thumb ? 'image/webp' : row.contentType };
    },

    /** Checks that the member's uploads in the dialogue are free for a new message. */
    async claimable(me: User, dialogueId: number, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      const rows = await attachments.unattached(ids, me.id, dialogueId);
      if (rows.length !== ids.length) {
        throw socketError('not_found', 'A file of this message is gone. Attach it again.');
      }
    },

    /** Gives the uploads to a stored message in its transaction; refuses when one was taken. */
    async attach(
      me: User,
      message: { id: number; dialogueId: number },
      ids: number[],
      executor: Database,
    ): Promise<void> {
      if (ids.length === 0) return;
      const owner = { messageId: message.id, uploaderId: me.id, dialogueId: message.dialogueId };
      if ((await attachments.attach(ids, owner, executor)) !== ids.length) {
        throw socketError('not_found', 'A file of this message is gone. Attach it again.');
      }
    },

    /** Each message's attachments by message id. */
    async ofMessages(
      messageIds: number[],
      executor?: Database,
    ): Promise<Map<number, AttachmentData[]>> {
      return attachmentsByMessage(await attachments.ofMessages(messageIds, executor));
    },

    /**
     * Erases the files of messages deleted or removed before `before`, with their bytes;
     * answers how many. Two runs at once each remove the same keys and rows, harmlessly.
     */
    async eraseGone(before: Date): Promise<number> {
      let erased = 0;
      for (;;) {
        const rows = await attachments.goneBefore(before, ERASE_BATCH);
        if (rows.length === 0) return erased;
        // Bytes first: a run cut short between the two leaves rows the next run finds again,
        // never bytes no row points to.
        await store.remove(
          rows.flatMap((row) => (row.thumbKey ? [row.fileKey, row.thumbKey] : [row.fileKey])),
        );
        await attachments.deleteRows(rows.map((row) => row.id));
        erased += rows.length;
      }
    },

    /** Deletes uploads older than a day that no message carries; answers how many files went. */
    async cleanUp(now: Date): Promise<number> {
      const keys = await attachments.deleteUnattached(new Date(now.getTime() - UNATTACHED_TTL_MS));
      await store.remove(keys);
      return keys.length;
    },
  };
}

export type AttachmentsService = ReturnType<typeof attachmentsService>;
