import { useState, type DragEvent } from 'react';
import { Text } from '@mantine/core';
import { DELETED_USER, MESSAGES_PAGE_SIZE } from '@partnerly/shared';
import type { AttachmentData, DialogueData, MessageData, SeenData } from '@partnerly/shared';
import { useUploads } from '../hooks/use-uploads';
import classes from '../ChatsPage.module.css';
import type { PendingMessage } from '../chat-types';
import { ConversationHeader } from './ConversationHeader';
import { ConversationOffers } from './ConversationOffers';
import { MessageComposer } from './MessageComposer';
import type { MessageLive } from './LiveMessage';
import { MessageList } from './MessageList';
import { useHasDeals } from './use-conversation-deals';
import { TypingNotice } from './TypingNotice';

interface ConversationProps {
  me: string;
  dialogue: DialogueData;
  messages: MessageData[];
  pending: PendingMessage[];
  exhausted: boolean;
  /** Only its newest message is loaded yet (decision 066). */
  previewOnly: boolean;
  loadingOlder: boolean;
  onBack: () => void;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string, attachments: AttachmentData[]) => void;
  onLoadOlder: () => void;
  onSetSpam: (spam: boolean) => Promise<void>;
  /** A message to bring into view (a search result). */
  target?: number | null;
  /** Issue 34: the message actions, "Seen", who is typing, and this member's typing. */
  live: MessageLive;
  seen?: SeenData;
  typing: string | null;
  onTyping: () => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** The right pane: header, messages and, unless blocked, the send box. */
export function Conversation(props: ConversationProps) {
  const { dialogue, messages, exhausted } = props;
  const deleted = dialogue.username === DELETED_USER;
  const canLoadOlder =
    !deleted && !exhausted && (props.previewOnly || messages.length >= MESSAGES_PAGE_SIZE);
  const writable = !dialogue.spam && !deleted;
  const files = useUploads(dialogue.username);
  const [dragging, setDragging] = useState(false);

  // Files dropped anywhere on the conversation join the message being written.
  const dropZone = writable
    ? {
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(false);
          files.add([...event.dataTransfer.files]);
        },
      }
    : {};

  const hasDeals = useHasDeals(dialogue.username, !dialogue.spam && !deleted);
  return (
    <div className={classes.conversation} data-dragging={dragging || undefined} {...dropZone}>
      <ConversationHeader dialogue={dialogue} onBack={props.onBack} onSetSpam={props.onSetSpam} />
      <MessageList
        me={props.me}
        username={dialogue.username}
        messages={messages}
        pending={props.pending}
        canLoadOlder={canLoadOlder}
        loadingOlder={props.loadingOlder}
        onLoadOlder={props.onLoadOlder}
        target={props.target}
        live={props.live}
        seen={props.seen}
        hasDeals={hasDeals}
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
          files={files}
        />
      )}
    </div>
  );
}
