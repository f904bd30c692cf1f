import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
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
 * A message's menu (issue 34): the six reactions, then Edit and Delete for one's own. A
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
        {REACTION_EMOJIS.map((emoji) => (
          <Menu.Item
            key={emoji}
            onClick={() => onReact(emoji)}
            leftSection={<span aria-hidden="true">{emoji}</span>}
            rightSection={myReaction === emoji ? <IconCheck size={14} aria-hidden="true" /> : null}
          >
            {myReaction === emoji
              ? `Take back ${REACTION_NAMES[emoji]}`
              : `React with ${REACTION_NAMES[emoji]}`}
          </Menu.Item>
        ))}
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
