import { z } from 'zod';
import { digits, trimmedLine } from './fields';
import type { MessageData } from './chat';

/** Chat search (issue 34, point 5). */
export const CHAT_SEARCH_LIMITS = { query: 100, pageSize: 20 } as const;

/** GET api/chat/search/?q=&before=: words to find, and the message id to page below. */
export const chatSearchQuerySchema = z.object({
  q: trimmedLine()
    .min(1, 'Type a word to search for.')
    .max(CHAT_SEARCH_LIMITS.query, `Keep searches under ${CHAT_SEARCH_LIMITS.query} characters.`)
    .regex(/[\p{L}\p{N}]/u, 'Type a word to search for.'),
  before: digits(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).optional(),
});
export type ChatSearchQuery = z.infer<typeof chatSearchQuerySchema>;

/**
 * A piece of a result's snippet: the client shows `hit` pieces highlighted. The highlight is
 * structure, never markup or marker characters a message could contain (decision 059).
 */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface ChatSearchResult {
  message: MessageData;
  dialogue: number;
  /** The other member of the conversation. */
  username: string;
  snippet: SnippetPart[];
}

export interface ChatSearchPage {
  results: ChatSearchResult[];
  /** The `before` of the next page; null on the last. */
  next: number | null;
}
