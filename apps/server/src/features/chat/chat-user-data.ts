import { MESSAGES_PAGE_SIZE, USER_DATA_WHOLE_PAGES, type ChatUserData } from '@partnerly/shared';
import type { User } from '../users/user';
import type { AttachmentsService } from './attachments.service';
import type { ChatRepository } from './chat.repository';
import { presentChatUserData } from './chat.presenter';
import type { MessageReactionsRepository } from './message-reactions.repository';
import type { ReadReceiptsRepository } from './read-receipts.repository';

/** The chat part of GET api/UserData/: conversations, their latest messages, unread and seen. */
export async function chatUserData(
  me: User,
  {
    chat,
    files,
    reactions,
    receipts,
  }: {
    chat: Pick<ChatRepository, 'listWithNewest' | 'latestOf' | 'unread'>;
    files: Pick<AttachmentsService, 'ofMessages'>;
    reactions: Pick<MessageReactionsRepository, 'of'>;
    receipts: Pick<ReadReceiptsRepository, 'seenBy'>;
  },
): Promise<ChatUserData> {
  // Newest activity first: the conversations a member is likely to open get their page,
  // the rest a preview (decision 066), read with the list. Only the pages wait for the list;
  // the unread and seen marks start with it, and on PostgreSQL the reads run side by side on
  // the pool.
  const messagesOfList = async () => {
    const { views, newest } = await chat.listWithNewest(me.id);
    const ids = views.map((view) => view.id);
    const wholeIds = ids.slice(0, USER_DATA_WHOLE_PAGES);
    const paged = new Set(wholeIds);
    const whole = await chat.latestOf(wholeIds, MESSAGES_PAGE_SIZE);
    const previews = newest.filter((row) => !paged.has(row.dialogueId));
    return { views, previewOnly: ids.slice(USER_DATA_WHOLE_PAGES), whole, previews };
  };
  const [{ views, previewOnly, whole, previews }, unread, seen] = await Promise.all([
    messagesOfList(),
    chat.unread(me.id),
    receipts.seenBy(me.id),
  ]);
  const latest = [...whole, ...previews].sort((a, b) => a.id - b.id);
  const messageIds = latest.map((row) => row.id);
  const [attached, reacted] = await Promise.all([
    files.ofMessages(messageIds),
    reactions.of(messageIds),
  ]);
  return presentChatUserData(me, views, latest, unread, previewOnly, {
    files: attached,
    reactions: reacted,
    seen,
  });
}
