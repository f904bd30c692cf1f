import { useState } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { REACTION_EMOJIS, REACTION_NAMES, type ReactionEmoji } from '@partnerly/shared';
import classes from '../ChatsPage.module.css';

interface MessageActionsProps {
  /** Whose message, for the button's name: "You" or the other person. */
  author: string;
  /** The member's own reaction on it, if any. */
  myReaction?: ReactionEmoji;
  onReact: (emoji: ReactionEmoji) => void;
  /** One's own message can be edited until then (ms); the server refuses a late edit anyway. */
  editableUntil?: number;
  onEdit: () => void;
  /** Only for one's own message. */
  onDelete?: () => void;
}

/**
 * A message's menu (issue 34): the six reactions in a row, then Edit and Delete for one's own. A
 * Mantine menu, so it opens with Enter or Space and its items are walked with the arrows.
 */
export function MessageActions(props: MessageActionsProps) {
  const { author, myReaction, onReact, editableUntil, onEdit, onDelete } = props;
  // Whether Edit is offered is decided as the menu opens, against the clock of that moment.
  const [canEdit, setCanEdit] = useState(false);
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={220}
      onOpen={() => setCanEdit(editableUntil !== undefined && Date.now() < editableUntil)}
    >
      <Menu.Target>
        <ActionIcon
          variant="transparent"
          size="sm"
          className={classes.actions}
          aria-label={
            author === 'You' ? 'Actions for your message' : `Actions for ${author}'s message`
          }
        >
          <IconDots size={16} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>React</Menu.Label>
        {/* A quick bar of the six reactions, one tap each (issue 53: a long list before). */}
        <Group gap={2} px={4} pb={4} wrap="nowrap" role="none">
          {REACTION_EMOJIS.map((emoji) => (
            <Menu.Item
              key={emoji}
              onClick={() => onReact(emoji)}
              aria-label={
                myReaction === emoji
                  ? `Take back ${REACTION_NAMES[emoji]}`
                  : `React with ${REACTION_NAMES[emoji]}`
              }
              aria-current={myReaction === emoji ? 'true' : undefined}
              bg={myReaction === emoji ? 'violet.1' : undefined}
              px={0}
              py={6}
              fz={18}
              ta="center"
              style={{ flex: 1 }}
            >
              <span aria-hidden="true">{emoji}</span>
            </Menu.Item>
          ))}
        </Group>
        {(canEdit || onDelete) && <Menu.Divider />}
        {canEdit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
          >
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
