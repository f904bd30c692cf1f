import { Badge, Text, UnstyledButton } from '@mantine/core';
import { countOf } from '@partnerly/shared';
import type { DialogueData } from '@partnerly/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import classes from '../ChatsPage.module.css';

const NEW_MESSAGES = { one: 'new message', other: 'new messages' };

interface DialogueListProps {
  dialogues: DialogueData[];
  unread: Map<number, number>;
  openId: number | null;
  onOpen: (id: number) => void;
}

/** The conversations of one tab: picture, name and, under it, the unread count. */
export function DialogueList({ dialogues, unread, openId, onOpen }: DialogueListProps) {
  return (
    <ul className={classes.dialogueList}>
      {dialogues.map((dialogue) => {
        const count = unread.get(dialogue.id) ?? 0;
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
                <Text component="span" fw={600} truncate maw="100%">
                  {dialogue.username}
                </Text>
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
