import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Deal notices waiting for their e-mail, grouped by receiver and the member the deal is with
 * (issue 46, decision 079): one e-mail per pair an hour at most (a day while the receiver never
 * answered that member). Mailed rows are kept two days: the newest `mailed_at` of a pair is
 * when it was last mailed.
 */
export const dealMailNotices = pgTable(
  'deal_mail_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other member of the deal; 0 once they left (no key: a grouping, not a link). */
    counterpartId: integer().notNull(),
    /** The notice as queued (features/deals/deal-headlines.ts, `DealNotice`). */
    notice: jsonb().notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('deal_mail_notices_pair_idx').on(table.userId, table.counterpartId)],
);
