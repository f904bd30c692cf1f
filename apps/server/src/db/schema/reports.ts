import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReportReason, ReportTarget } from '@partnerly/shared';
import { users } from './users';

export type ReportStatus = 'open' | 'dismissed' | 'removed' | 'suspended';

/**
 * Reports of a profile, a chat message or an ad, read by admins in the Reports tab. The
 * reported content is copied into `preview` when reported, so deleting it hides nothing from
 * the admin who decides.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: varchar({ length: 10 }).notNull().$type<ReportTarget>(),
    /** The reported user's, message's or ad's id (messages have bigint ids). */
    targetId: bigint({ mode: 'number' }).notNull(),
    /** The reported account: the user, or the author of the message or ad. */
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 20 }).notNull().$type<ReportReason>(),
    details: text().notNull().default(''),
    preview: text().notNull(),
    status: varchar({ length: 12 }).notNull().default('open').$type<ReportStatus>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When the admins were mailed about this report (at most one such mail an hour). */
    alertedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One open report per reporter and target: reporting again adds nothing.
    uniqueIndex('reports_open_per_reporter_key')
      .on(table.reporterId, table.target, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_open_idx')
      .on(table.target, table.targetId)
      .where(sql`${table.status} = 'open'`),
  ],
);
