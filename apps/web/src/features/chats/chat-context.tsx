import { createContext, use, type ReactNode } from 'react';
import type { UserData } from '@partnerly/shared';
import { useAppBadge } from '../../lib/app-badge';
import { UnreadCountContext } from '../../lib/unread-count';
import { useChat } from './hooks/use-chat';

type Chat = ReturnType<typeof useChat>;

const ChatContext = createContext<Chat | null>(null);

/**
 * Keeps the live socket and the chat state for as long as the user is in the signed-in app, so
 * new messages reach the navigation's unread count (UnreadCountContext) on every page, not only
 * on /chats.
 */
export function ChatProvider({ user, children }: { user: UserData; children: ReactNode }) {
  const chat = useChat(user);
  const unread = chat.state.notifications.length;
  useAppBadge(unread);
  return (
    <ChatContext value={chat}>
      <UnreadCountContext value={unread}>{children}</UnreadCountContext>
    </ChatContext>
  );
}

/** The chat kept by the signed-in app's ChatProvider. */
export function useChatContext(): Chat {
  const chat = use(ChatContext);
  if (!chat) throw new Error('useChatContext needs a ChatProvider above it');
  return chat;
}
