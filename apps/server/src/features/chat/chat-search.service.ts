import {
  CHAT_SEARCH_LIMITS,
  DELETED_USER,
  type ChatSearchPage,
  type ChatSearchQuery,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { User } from '../users/user';
import type { AttachmentsService } from './attachments.service';
import { chatSearchRepository } from './chat-search.repository';
import { prefixQuery, searchWords, snippetOf } from './chat-snippet';
import { presentMessage, storedMessage, withFiles } from './chat.presenter';

/** GET api/chat/search/: the member's own messages matching every word, newest first. */
export function chatSearchService(db: Database, files: Pick<AttachmentsService, 'ofMessages'>) {
  const repository = chatSearchRepository(db);
  return {
    async search(me: User, { q, before }: ChatSearchQuery): Promise<ChatSearchPage> {
      const words = searchWords(q);
      if (words.length === 0) return { results: [], next: null };
      const size = CHAT_SEARCH_LIMITS.pageSize;
      const found = await repository.find(me.id, prefixQuery(words), before, size + 1);
      const page = found.slice(0, size);
      const attached = await files.ofMessages(page.map((row) => row.message.id));
      return {
        results: page.map(({ message, otherUsername }) => ({
          message: presentMessage(withFiles(storedMessage(message), attached), me, otherUsername),
          dialogue: message.dialogueId,
          username: otherUsername ?? DELETED_USER,
          snippet: snippetOf(message.text, words),
        })),
        next: found.length > size ? (page.at(-1)?.message.id ?? null) : null,
      };
    },
  };
}

export type ChatSearchService = ReturnType<typeof chatSearchService>;
