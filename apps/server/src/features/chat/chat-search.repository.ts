import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dialogueMembers, dialogues, messages, users } from '../../db/schema';
import { folded, searchVector } from '../../db/schema/search-text';

/** A message found by a search, with the other member of its conversation. */
export interface FoundMessage {
  message: typeof messages.$inferSelect;
  otherUsername: string | null;
}

/** The chat search's SQL: full text over the member's own conversations only (decision 059). */
export function chatSearchRepository(db: Database) {
  const other = alias(users, 'other');
  return {
    /**
     * The member's messages, newest first, matching every word of `tsquery` (prefixes, in
     * to_tsquery's syntax, folded here as the index folds the texts), below message `before`.
     */
    async find(
      userId: number,
      tsquery: string,
      before: number | undefined,
      limit: number,
    ): Promise<FoundMessage[]> {
      return db
        .select({ message: messages, otherUsername: other.username })
        .from(messages)
        .innerJoin(
          dialogueMembers,
          and(
            eq(dialogueMembers.dialogueId, messages.dialogueId),
            eq(dialogueMembers.userId, userId),
          ),
        )
        .innerJoin(dialogues, eq(dialogues.id, messages.dialogueId))
        .leftJoin(
          other,
          sql`${other.id} = case when ${dialogues.userLowId} = ${userId} then ${dialogues.userHighId} else ${dialogues.userLowId} end`,
        )
        .where(
          and(
            sql`${searchVector(messages.text)} @@ to_tsquery('simple'::regconfig, ${folded(sql`${tsquery}`)})`,
            // Deleted text is kept 30 days for reports only, never for the members to find.
            isNull(messages.removedAt),
            isNull(messages.deletedAt),
            before === undefined ? undefined : lt(messages.id, before),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit);
    },
  };
}

export type ChatSearchRepository = ReturnType<typeof chatSearchRepository>;
