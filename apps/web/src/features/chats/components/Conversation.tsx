import { Text } from '@mantine/core';
import { DELETED_USER, MESSAGES_PAGE_SIZE } from '@partnerly/shared';
import type { DialogueData, MessageData, SeenData } from '@partnerly/shared';
import type { PendingMessage } from '../chat-state';
import { ConversationHeader } from './ConversationHeader';
import { ConversationOffers } from './ConversationOffers';
import { MessageComposer } from './MessageComposer';
import type { MessageLive } from './LiveMessage';
import { MessageList } from './MessageList';
import { TypingNotice } from './TypingNotice';

interface ConversationProps {
  me: string;
  dialogue: DialogueData;
  messages: MessageData[];
  pending: PendingMessage[];
  exhausted: boolean;
  loadingOlder: boolean;
  onBack: () => void;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  onLoadOlder: () => void;
  onSetSpam: (spam: boolean) => Promise<void>;
  /** Issue 34: the message actions, "Seen", who is typing, and this member's typing. */
  live: MessageLive;
  seen?: SeenData;
  typing: string | null;
  onTyping: () => void;
}

/** The right pane: header, messages and, unless blocked, the send box. */
export function Conversation(props: ConversationProps) {
  const { dialogue, messages, exhausted } = props;
  const deleted = dialogue.username === DELETED_USER;
  const canLoadOlder = !deleted && !exhausted && messages.length >= MESSAGES_PAGE_SIZE;

  return (
    <>
      <ConversationHeader dialogue={dialogue} onBack={props.onBack} onSetSpam={props.onSetSpam} />
      <MessageList
        me={props.me}
        username={dialogue.username}
        messages={messages}
        pending={props.pending}
        canLoadOlder={canLoadOlder}
        loadingOlder={props.loadingOlder}
        onLoadOlder={props.onLoadOlder}
        live={props.live}
        seen={props.seen}
      />
      <TypingNotice username={props.typing} />
      {dialogue.spam && (
        <Text c="dimmed" ta="center" p="sm">
          You blocked this conversation. Unblock it to write again.
        </Text>
      )}
      {!dialogue.spam && deleted && (
        <Text c="dimmed" ta="center" p="sm">
          This account was deleted.
        </Text>
      )}
      {!dialogue.spam && !deleted && (
        <ConversationOffers me={props.me} username={dialogue.username} />
      )}
      {!dialogue.spam && !deleted && (
        <MessageComposer
          username={dialogue.username}
          text={props.draft}
          onTextChange={(text) => {
            props.onDraftChange(text);
            if (text.trim()) props.onTyping();
          }}
          onSend={props.onSend}
        />
      )}
    </>
  );
}
