import { useState } from 'react';
import { Text } from '@mantine/core';
import {
  CHAT_LIVE_LIMITS,
  REACTION_EMOJIS,
  formatDate,
  type MessageData,
  type ReactionEmoji,
} from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { sameUser } from '../chat-lists';
import classes from '../ChatsPage.module.css';
import { MessageActions } from './MessageActions';
import { MessageBubble } from './MessageBubble';
import { MessageEditor } from './MessageEditor';
import { MessageReactions } from './MessageReactions';

/** What the member can do to messages, and how far the other member has read. */
export interface MessageLive {
  onEdit: (id: number, text: string) => void;
  onDelete: (id: number) => void;
  onReact: (id: number, emoji: ReactionEmoji) => void;
}

interface LiveMessageProps extends MessageLive {
  me: string;
  message: MessageData;
  /** "Seen" goes under it, at this time: the newest of one's messages the other has read. */
  seenAt?: string;
  /** Opened from a search result: set apart until another is opened. */
  target?: boolean;
}

const editableUntil = (message: MessageData) =>
  new Date(message.date).getTime() + CHAT_LIVE_LIMITS.editWindowMinutes * 60_000;

/** A stored message with its menu, reactions, editing and "Seen" (issue 34). */
export function LiveMessage({
  me,
  message,
  seenAt,
  target,
  onEdit,
  onDelete,
  onReact,
}: LiveMessageProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mine = sameUser(message.sender, me);
  const gone = Boolean(message.removed || message.deleted);
  const reactions = message.reactions ?? {};
  const myReaction = REACTION_EMOJIS.find((emoji) =>
    reactions[emoji]?.some((name) => sameUser(name, me)),
  );
  const react = (emoji: ReactionEmoji) => onReact(message.id, emoji);

  return (
    <>
      <MessageBubble
        text={message.text}
        date={message.date}
        author={mine ? 'You' : message.sender}
        mine={mine}
        removed={message.removed}
        deleted={message.deleted}
        edited={Boolean(message.edited_at)}
        // A deleted message can still be reported: its text is kept 30 days for that.
        reportId={mine || message.removed ? undefined : message.id}
        warning={!mine && !gone && message.warning === 'off_platform'}
        attachments={gone ? undefined : message.attachments}
        messageId={message.id}
        target={target}
        menu={
          gone || editing ? undefined : (
            <MessageActions
              author={mine ? 'You' : message.sender}
              myReaction={myReaction}
              onReact={react}
              editableUntil={mine ? editableUntil(message) : undefined}
              onEdit={() => setEditing(true)}
              onDelete={mine ? () => setConfirming(true) : undefined}
            />
          )
        }
        editor={
          editing ? (
            <MessageEditor
              text={message.text}
              onCancel={() => setEditing(false)}
              onSave={(text) => {
                onEdit(message.id, text);
                setEditing(false);
              }}
            />
          ) : undefined
        }
        below={
          (!gone && Object.keys(reactions).length > 0) || seenAt ? (
            <>
              {!gone && <MessageReactions me={me} reactions={reactions} onReact={react} />}
              {seenAt && (
                <Text className={classes.seen} title={formatDate(seenAt, { time: true })}>
                  Seen
                </Text>
              )}
            </>
          ) : undefined
        }
      />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this message?"
        confirmLabel="Delete message"
        onConfirm={() => onDelete(message.id)}
      >
        Both of you will see “Message deleted” in its place.
      </ConfirmDialog>
    </>
  );
}
