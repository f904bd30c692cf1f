import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './deals';
import { users } from './users';
import { storedFileColumns } from './stored-file';

/**
 * A file of an order's delivery (issue 51, point 4; decision 105): checked and stored as a
 * chat attachment is (its bytes in the file store), uploaded by the seller before they
 * deliver, then carried by that delivery. Only the order's two members and admins fetch it.
 */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null while it waits for the seller's next delivery: until then only the seller sees it. */
    deliveredAt: timestamp({ withTimezone: true }),
    ...storedFileColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('delivery_files_order_idx').on(table.orderId, table.id)],
);
