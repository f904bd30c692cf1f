import { Badge, Text, UnstyledButton } from '@mantine/core';
import { countOf } from '@partnerly/shared';
import type { DialogueData, MessageData } from '@partnerly/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { listTime, previewOf, sameUser } from '../chat-lists';
import classes from '../ChatsPage.module.css';

const NEW_MESSAGES = { one: 'new message', other: 'new messages' };

interface DialogueListProps {
  dialogues: DialogueData[];
  unread: Map<number, number>;
  /** Each conversation's newest message, for its preview line. */
  last: ReadonlyMap<number, MessageData>;
  me: string;
  openId: number | null;
  onOpen: (id: number) => void;
}

/**
 * The conversations of one tab: picture, name, the last message and its time; unread ones in
 * bold with their count.
 */
export function DialogueList({ dialogues, unread, last, me, openId, onOpen }: DialogueListProps) {
  const now = new Date();
  return (
    <ul className={classes.dialogueList}>
      {dialogues.map((dialogue) => {
        const count = unread.get(dialogue.id) ?? 0;
        const latest = last.get(dialogue.id);
        const preview =
          latest && (sameUser(latest.sender, me) ? `You: ${previewOf(latest)}` : previewOf(latest));
        return (
          <li key={dialogue.id}>
            <UnstyledButton
              className={classes.dialogueButton}
              onClick={() => onOpen(dialogue.id)}
              data-dialogue={dialogue.id}
              aria-current={dialogue.id === openId ? 'true' : undefined}
            >
              {/* The name follows in text, so the picture adds nothing to the button's name. */}
              <span aria-hidden="true">
                <UserAvatar username={dialogue.username} picture={dialogue.pp} size={40} lazy />
              </span>
              {/* The count goes under the name, so a long name is never cut for it. */}
              <span className={classes.dialogueText}>
                {/* The name has the whole line: a long one is never cut for the time. */}
                <Text component="span" fw={600} truncate maw="100%">
                  {dialogue.username}
                </Text>
                {latest && (
                  <span className={classes.dialogueTop}>
                    <Text
                      component="span"
                      size="sm"
                      truncate
                      fw={count > 0 ? 700 : 400}
                      c={count > 0 ? undefined : 'dimmed'}
                    >
                      {preview}
                    </Text>
                    <Text component="span" size="xs" c="dimmed" className={classes.dialogueTime}>
                      <time dateTime={latest.date}>{listTime(latest.date, now)}</time>
                    </Text>
                  </span>
                )}
                {count > 0 && (
                  <Badge component="span" color="red.8" variant="filled" tt="none" size="sm">
                    {countOf(count, NEW_MESSAGES)}
                  </Badge>
                )}
              </span>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
