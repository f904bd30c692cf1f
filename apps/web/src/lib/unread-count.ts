import { createContext, use } from 'react';

/**
 * Unread chat messages of the signed-in user. The chat feature provides it (app/ mounts the chat
 * provider around the signed-in frame), so the navigation reads it without depending on the chat.
 */
export const UnreadCountContext = createContext(0);

/** The unread total the chat provider above keeps; 0 outside it. */
export function useUnreadTotal(): number {
  return use(UnreadCountContext);
}
