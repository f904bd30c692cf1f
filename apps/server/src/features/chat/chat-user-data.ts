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
    chat: Pick<ChatRepository, 'list' | 'newestOfEach' | 'latestOf' | 'unread'>;
    files: Pick<AttachmentsService, 'ofMessages'>;
    reactions: Pick<MessageReactionsRepository, 'of'>;
    receipts: Pick<ReadReceiptsRepository, 'seenBy'>;
  },
): Promise<ChatUserData> {
  // Newest activity first: the conversations a member is likely to open get their page,
  // the rest a preview (decision 066). Only the pages wait for the list; the previews, the
  // unread and the seen marks start with it, and on PostgreSQL the reads run side by side on
  // the pool.
  const pagesOfList = async () => {
    const views = await chat.list(me.id);
    const paged = views.slice(0, USER_DATA_WHOLE_PAGES).map((view) => view.id);
    return { views, whole: await chat.latestOf(paged, MESSAGES_PAGE_SIZE) };
  };
  const [{ views, whole }, newest, unread, seen] = await Promise.all([
    pagesOfList(),
    chat.newestOfEach(me.id),
    chat.unread(me.id),
    receipts.seenBy(me.id),
  ]);
  const previewOnly = views.slice(USER_DATA_WHOLE_PAGES).map((view) => view.id);
  // Only the listed conversations': one started between the two reads comes with the next.
  const previewed = new Set(previewOnly);
  const previews = newest.filter((message) => previewed.has(message.dialogueId));
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
