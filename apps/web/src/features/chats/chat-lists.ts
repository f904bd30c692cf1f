import { clockFormatter, countOf, formatDate, formatterCache } from '@partnerly/shared';
import type { DialogueData, MessageData } from '@partnerly/shared';

/** Same person? Usernames are unique case-insensitively. */
export const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds messages to a list, once each (by id), kept oldest first (ids grow with time). */
export function mergeMessages(
  list: readonly MessageData[],
  incoming: readonly MessageData[],
): MessageData[] {
  const known = new Set(list.map((message) => message.id));
  const added = incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (added.length === 0) return list as MessageData[];
  return [...list, ...added].sort((a, b) => a.id - b.id);
}

/** Puts a dialogue first (newest activity), adding it when it is not in the list yet. */
export function moveToFront(list: readonly DialogueData[], dialogue: DialogueData): DialogueData[] {
  const current = list.find((item) => item.id === dialogue.id) ?? dialogue;
  return [current, ...list.filter((item) => item.id !== dialogue.id)];
}

/** The messages of one dialogue, oldest first. */
export const messagesOf = (messages: readonly MessageData[], dialogueId: number) =>
  messages.filter((message) => message.dialogue === dialogueId);

/** How many unread messages each dialogue has. */
export function unreadCounts(notifications: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of notifications) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Each dialogue's newest loaded message. */
export function lastMessages(messages: readonly MessageData[]): Map<number, MessageData> {
  const last = new Map<number, MessageData>();
  for (const message of messages) {
    const known = last.get(message.dialogue);
    if (!known || known.id < message.id) last.set(message.dialogue, message);
  }
  return last;
}

/** Newest activity first; conversations without a message keep their order, after the rest. */
export function byLatest(
  dialogues: readonly DialogueData[],
  last: ReadonlyMap<number, MessageData>,
): DialogueData[] {
  return dialogues
    .map((dialogue, index) => ({ dialogue, index, id: last.get(dialogue.id)?.id ?? 0 }))
    .sort((a, b) => b.id - a.id || a.index - b.index)
    .map(({ dialogue }) => dialogue);
}

const DAY_MS = 24 * 60 * 60_000;

// One formatter per shape and locale, kept: the list asks for a time per conversation on every
// render, and a busy member has 5,000 of them. The clock and the full date are formatDate's.
const WEEKDAY = formatterCache((locale) => new Intl.DateTimeFormat(locale, { weekday: 'short' }));
const DAY_AND_MONTH = formatterCache(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
);

/**
 * When the last message came, as a list shows it: the time today, the weekday this week, the
 * day and month this year, the full date before.
 */
export function listTime(iso: string, now = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return clockFormatter(locale).format(date);
  if (date.getTime() >= startOfToday - 6 * DAY_MS) return WEEKDAY(locale).format(date);
  // Day first in every language, as formatDate writes whole dates ("28 Nov", never "Nov 28"
  // beside "28 Nov 2026": issue 51).
  if (date.getFullYear() !== now.getFullYear()) return formatDate(date, { locale });
  const parts = DAY_AND_MONTH(locale).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/**
 * A message as the conversation list previews it: its text, or for files alone "Photo",
 * "PDF", "3 photos", "2 PDFs" or "4 files".
 */
export function previewOf(message: MessageData): string {
  const files = message.attachments ?? [];
  if (message.text || files.length === 0) return message.text;
  const kinds = new Set(files.map((file) => file.kind));
  if (files.length === 1) return kinds.has('pdf') ? 'PDF' : 'Photo';
  if (kinds.size > 1) return countOf(files.length, { one: 'file', other: 'files' });
  return kinds.has('pdf')
    ? countOf(files.length, { one: 'PDF', other: 'PDFs' })
    : countOf(files.length, { one: 'photo', other: 'photos' });
}
