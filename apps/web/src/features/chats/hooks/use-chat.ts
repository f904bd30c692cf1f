import { useEffect, useReducer, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type {
  AttachmentData,
  DialogueData,
  ServerFrame,
  SocketErrorCode,
  UserData,
} from '@partnerly/shared';
import { userDataQuery } from '../../../lib/user-data';
import { addDialogue } from '../../../lib/add-dialogue';
import { chatsOpen, dealChatScope } from '../../../domains/deals/deal-chat';
import { setDialogueSpam } from '../api/set-dialogue-spam';
import { messagesOf, sameUser } from '../chat-lists';
import { resendPauseOf } from '../chat-resend';
import { chatReducer, initChatState } from '../chat-state';
import type { PendingMessage } from '../chat-types';
import { newClientId } from '../client-id';
import { useChatLive } from './use-chat-live';
import { useChatSocket } from './use-chat-socket';
import { dealsKey } from '../../../domains/deals/deals';

/** Refusals of a message frame: the oldest unconfirmed message will never be stored. */
const REFUSED: readonly SocketErrorCode[] = ['blocked', 'self_message', 'unknown_user'];

const showError = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: 4000 });

/**
 * The chat of the signed-in user: conversations, messages and unread counts kept live over the
 * socket, with the open conversation and the actions the page offers.
 */
export function useChat(user: UserData) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, user, initChatState);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A message opened from a search result, brought into view in its conversation. */
  const [target, setTarget] = useState<number | null>(null);

  /** A message frame, with its files' ids when it has any. */
  const messageFrame = (item: PendingMessage) => ({
    message: item.text,
    receiver: item.receiver,
    client_id: item.clientId,
    ...(item.attachments?.length ? { attachments: item.attachments.map((file) => file.id) } : {}),
  });

  const resendPending = () => {
    for (const item of state.pending) {
      send(messageFrame(item));
    }
  };

  const onError = ({
    code,
    detail,
    retry_after: retryAfter,
  }: {
    code: SocketErrorCode;
    detail: string;
    retry_after?: number;
  }) => {
    showError(detail);
    dispatch({ type: 'olderFailed' });
    if (REFUSED.includes(code) && state.pending.length > 0) dispatch({ type: 'refused' });
    const pause = resendPauseOf(code, retryAfter);
    if (pause !== undefined) {
      clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(resendPending, pause);
    }
  };

  const { openId } = state;

  const onFrame = (frame: ServerFrame) => {
    if (live.onFrame(frame)) return;
    if ('message' in frame) {
      const { message } = frame;
      dispatch({ type: 'messageReceived', message, newUser: frame.new_user });
      // The open conversation is read as it arrives, on every device.
      if (message.dialogue === openId && !sameUser(message.sender, state.me)) {
        send({ notificaiton: true, id: openId });
      }
    } else if ('more_messages' in frame) {
      dispatch({
        type: 'olderReceived',
        messages: frame.more_messages,
        otherUser: frame.other_user,
      });
    } else if ('removed' in frame) {
      dispatch({ type: 'removed', id: frame.removed.id });
    } else if ('notificaiton' in frame) {
      dispatch({ type: 'read', id: frame.notificaiton.id });
    } else if ('offer' in frame || 'order' in frame) {
      // Deals live in their own queries: every view of them (the badge, /deals, a
      // conversation's offers) refreshes from the server.
      void queryClient.invalidateQueries({ queryKey: dealsKey });
    } else if ('error' in frame) {
      onError(frame.error);
    }
  };

  /** After every (re)connection: resend what was not confirmed and fetch what was missed. */
  const onOpen = () => {
    resendPending();
    if (openId !== null) {
      send({ notificaiton: true, id: openId });
      fetchPreviewed(openId);
    }
    dispatch({ type: 'syncStarted' });
    queryClient
      .fetchQuery({ ...userDataQuery, staleTime: 0 })
      .then((data) => dispatch({ type: 'synced', data }))
      .catch(() => dispatch({ type: 'syncFailed' }));
  };

  // Explorers connect for their deals' conversations (decision 113), others for every one.
  const { status, send } = useChatSocket({
    enabled: chatsOpen(user),
    onFrame,
    onOpen,
  });

  const live = useChatLive(send, dispatch);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  // The chat outlives a change of username in Settings; own messages must stay read.
  useEffect(() => {
    dispatch({ type: 'renamed', me: user.username });
  }, [user.username]);

  const open = (id: number | null) => {
    setTarget(null);
    dispatch({ type: 'opened', id });
    if (id === null) return;
    send({ notificaiton: true, id });
    fetchPreviewed(id);
  };

  /** Opens the conversation with a user, starting it when it does not exist yet. */
  /** Opens the conversation with `username`, starting it if need be, with `draft` typed in. */
  const openWith = async (username: string, draft?: string) => {
    const opened = (id: number) => {
      open(id);
      if (draft) dispatch({ type: 'drafted', id, text: draft });
    };
    const known = state.dialogues.find((dialogue) => sameUser(dialogue.username, username));
    if (known) return opened(known.id);
    // Without Full Access only a deal's conversation opens, and that was started by its
    // offer: a fresh user data lists it (a conversation starting needs Full Access).
    if (dealChatScope(user)) {
      const data = await queryClient.fetchQuery({ ...userDataQuery, staleTime: 0 });
      dispatch({ type: 'synced', data });
      const deal = data.dialogues.find((dialogue) => sameUser(dialogue.username, username));
      if (deal) return opened(deal.id);
    }
    try {
      const dialogue = await addDialogue(username);
      dispatch({ type: 'dialogueAdded', dialogue });
      opened(dialogue.id);
    } catch {
      showError('That conversation could not be opened.');
    }
  };

  const sendMessage = (
    dialogue: DialogueData,
    text: string,
    attachments: AttachmentData[] = [],
  ) => {
    const trimmed = text.trim();
    if (!trimmed && attachments.length === 0) return;
    const message: PendingMessage = {
      clientId: newClientId(),
      dialogue: dialogue.id,
      receiver: dialogue.username,
      text: trimmed,
      date: new Date().toISOString(),
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    dispatch({ type: 'queued', message });
    // When the socket is down, the message goes out on the next connection.
    send(messageFrame(message));
    live.sent(dialogue);
  };

  /** Opens a conversation at one of its messages (a search result). */
  const openAt = (dialogueId: number, messageId: number) => {
    open(dialogueId);
    setTarget(messageId);
  };

  const setDraft = (id: number, text: string) => dispatch({ type: 'drafted', id, text });

  const loadOlder = (dialogue: DialogueData) => {
    const count = messagesOf(state.messages, dialogue.id).length;
    const sent = send({ more_messages: true, other_user: dialogue.username, message_count: count });
    if (sent) dispatch({ type: 'olderRequested', id: dialogue.id });
  };

  /**
   * Of a conversation only its newest message came with the user data (decision 066): its first
   * page is fetched when it opens, or when the socket connects while it is open. Should that
   * fail, Previous messages stays to try again.
   */
  function fetchPreviewed(id: number) {
    const dialogue = state.dialogues.find((item) => item.id === id);
    if (dialogue && state.previewOnly.includes(id) && !state.loadingOlder.includes(id)) {
      loadOlder(dialogue);
    }
  }

  /** Blocks or unblocks; the conversation closes once the server agrees. */
  const setSpam = async (dialogue: DialogueData, spam: boolean) => {
    try {
      await setDialogueSpam(dialogue.id, spam);
      dispatch({ type: 'spamSet', id: dialogue.id, spam });
    } catch {
      showError('That did not work. Please try again.');
    }
  };

  return {
    state,
    status,
    openId,
    open,
    openWith,
    sendMessage,
    setDraft,
    loadOlder,
    setSpam,
    target,
    openAt,
    live: { typed: live.typed, edit: live.edit, remove: live.remove, react: live.react },
  };
}
