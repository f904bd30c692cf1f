import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every admin action: who, what, on which target, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the action came from the command line. */
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    adminName: varchar({ length: 64 }).notNull(),
    action: varchar({ length: 64 }).notNull(),
    target: varchar({ length: 255 }).notNull(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_created_at_idx').on(table.createdAt)],
);
