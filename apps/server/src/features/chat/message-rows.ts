import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { isoTime } from '../../db/iso-time';
import type { messages } from '../../db/schema';
import type { StoredMessage as EventMessage } from '../../events/event-map';

/** A stored message as the chat's repositories answer it, and the raw rows it is read from. */
export type MessageRow = typeof messages.$inferSelect;

export interface StoredMessage {
  id: number | string;
  dialogue_id: number;
  sender_id: number | null;
  client_id: string | null;
  text: string;
  created_at: Date | string;
  off_platform: boolean;
  first: boolean;
}

export const toMessageRow = (row: Omit<StoredMessage, 'first'>): MessageRow => ({
  id: Number(row.id),
  dialogueId: row.dialogue_id,
  senderId: row.sender_id,
  clientId: row.client_id,
  text: row.text,
  createdAt: new Date(row.created_at),
  // Only a message just stored comes back this way: never removed yet.
  removedAt: null,
  offPlatform: row.off_platform,
  editedAt: null,
  deletedAt: null,
});

/**
 * A message's columns as the chat's events and presenters take them (`EventMessage`), written
 * by the database: times in toISOString's form, flags as booleans, the sender 0 once deleted.
 * For reads of many messages (a busy member's GET api/UserData/ reads 6,000): a Date parsed
 * and written back out per time cost more than the rest of the row (issue 36).
 */
export const MESSAGE_FIELDS = sql`m.id, m.dialogue_id as "dialogueId",
  coalesce(m.sender_id, 0) as "senderId", m.client_id as "clientId", m.text,
  ${isoTime(sql`m.created_at`)} as "createdAt", m.removed_at is not null as removed,
  m.off_platform as "offPlatform", ${isoTime(sql`m.edited_at`)} as "editedAt",
  m.deleted_at is not null as deleted`;

/** The messages of a `MESSAGE_FIELDS` read; ids come as text from a bigint column. */
export function eventMessagesOf(result: unknown): EventMessage[] {
  const rows = rowsOf<Omit<EventMessage, 'id'> & { id: number | string }>(result);
  // In place: these rows already have the message's shape, and a copy of each costs more.
  for (const row of rows) row.id = Number(row.id);
  return rows as EventMessage[];
}
