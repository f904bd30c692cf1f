import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import type { MessageData, SeenData } from '@partnerly/shared';
import { sameUser } from '../chat-lists';
import type { PendingMessage } from '../chat-types';
import classes from '../ChatsPage.module.css';
import { LiveMessage, type MessageLive } from './LiveMessage';
import { MessageBubble } from './MessageBubble';

interface MessageListProps {
  me: string;
  username: string;
  messages: MessageData[];
  pending: PendingMessage[];
  canLoadOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** A message to bring into view (from a search), loading older pages until it is there. */
  target?: number | null;
  /** Issue 34: edits, deletions and reactions, and how far the other member has read. */
  live: MessageLive;
  seen?: SeenData;
  /** An offer or order sits below: the conversation has begun without messages (issue 51). */
  hasDeals?: boolean;
}

/**
 * The conversation's messages, oldest first. New messages scroll into view; older ones put
 * in above keep the reader where they were.
 */
export function MessageList(props: MessageListProps) {
  const { me, username, messages, pending, canLoadOlder, loadingOlder, onLoadOlder, target } =
    props;
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: -1, last: '', height: 0 });
  const first = messages[0]?.id ?? -1;
  const last = `${messages.at(-1)?.id ?? ''}/${pending.length}`;
  // "Seen" goes under the newest of one's own messages the other member has read.
  const seenId = props.seen
    ? messages.findLast(
        (message) => message.id <= (props.seen?.up_to ?? 0) && sameUser(message.sender, me),
      )?.id
    : undefined;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (before.last !== last) element.scrollTop = element.scrollHeight;
    else if (before.first !== first) element.scrollTop += element.scrollHeight - before.height;
    seen.current = { first, last, height: element.scrollHeight };
  }, [first, last]);

  // A search result: older pages until the message is loaded, then it scrolls into view.
  const targetShown = target != null && messages.some((message) => message.id === target);
  useEffect(() => {
    if (target == null) return;
    if (!targetShown) {
      if (canLoadOlder && !loadingOlder) onLoadOlder();
      return;
    }
    const element = scroller.current?.querySelector<HTMLElement>(`[data-message="${target}"]`);
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [target, targetShown, canLoadOlder, loadingOlder, onLoadOlder]);

  return (
    // Focusable so the keyboard can scroll it; a log, so new messages are announced.
    <div
      ref={scroller}
      className={classes.scroll}
      role="log"
      aria-label={`Messages with ${username}`}
      tabIndex={0}
    >
      <Stack gap="xs" p="md">
        {canLoadOlder && (
          <Center>
            <Button variant="outline" size="xs" loading={loadingOlder} onClick={onLoadOlder}>
              Show previous messages
            </Button>
          </Center>
        )}
        {messages.length === 0 && pending.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {props.hasDeals
              ? `No messages yet: the deal below is where it starts. Write to ${username} about it here.`
              : `No messages yet. Say hello to ${username}!`}
          </Text>
        )}
        {messages.map((message) => (
          <LiveMessage
            key={message.id}
            me={me}
            message={message}
            seenAt={message.id === seenId ? props.seen?.at : undefined}
            target={message.id === target}
            {...props.live}
          />
        ))}
        {pending.map((message) => (
          <MessageBubble
            key={message.clientId}
            text={message.text}
            date={message.date}
            author="You"
            mine
            pending
            attachments={message.attachments}
          />
        ))}
      </Stack>
    </div>
  );
}
