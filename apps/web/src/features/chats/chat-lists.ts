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
