import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@partnerly/shared';
import { useAppBadge } from '../../lib/app-badge';
import { dealChatScope } from '../../domains/deals/deal-chat';
import { userDataQuery } from '../../lib/user-data';
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
  const scope = useMemo(() => dealChatScope(user), [user]);
  useScopeKeptFresh(scope, chat.state.dialogues);
  const unread = chat.state.notifications.filter((id) => !scope || scope.has(id)).length;
  useAppBadge(unread);
  return (
    <ChatContext value={chat}>
      <UnreadCountContext value={unread}>{children}</UnreadCountContext>
    </ChatContext>
  );
}

/**
 * A member without Full Access sees only their deals' conversations, as the user data lists
 * them (decision 113). A conversation the socket brings that the list lacks may be a deal's
 * just started: the user data is asked again, once per such conversation.
 */
function useScopeKeptFresh(
  scope: ReadonlySet<number> | undefined,
  dialogues: readonly { id: number }[],
) {
  const queryClient = useQueryClient();
  const asked = useRef(new Set<number>());
  useEffect(() => {
    if (!scope) return;
    const unknown = dialogues.filter((item) => !scope.has(item.id) && !asked.current.has(item.id));
    if (unknown.length === 0) return;
    for (const item of unknown) asked.current.add(item.id);
    void queryClient.invalidateQueries({ queryKey: userDataQuery.queryKey });
  }, [scope, dialogues, queryClient]);
}

/** The chat kept by the signed-in app's ChatProvider. */
export function useChatContext(): Chat {
  const chat = use(ChatContext);
  if (!chat) throw new Error('useChatContext needs a ChatProvider above it');
  return chat;
}
