import type { Database } from '../../db/client';
import { desc, eq } from 'drizzle-orm';
import { contactMessages, users } from '../../db/schema';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId?: number;
}

export function contactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return row;
    },

    /** Newest first, with the sender's current username when signed in. */
    async latest(limit: number) {
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
          username: users.username,
        })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.userId))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit);
    },
  };
}
