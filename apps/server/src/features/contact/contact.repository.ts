import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

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
  };
}
