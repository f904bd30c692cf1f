import { Button } from '@mantine/core';
import {
  REACTION_EMOJIS,
  REACTION_NAMES,
  formatCount,
  type ReactionEmoji,
  type Reactions,
} from '@partnerly/shared';
import { sameUser } from '../chat-lists';
import classes from '../ChatsPage.module.css';

interface MessageReactionsProps {
  me: string;
  reactions: Reactions;
  onReact: (emoji: ReactionEmoji) => void;
}

/** A message's reactions with their counts; each one toggles the member's own (issue 34). */
export function MessageReactions({ me, reactions, onReact }: MessageReactionsProps) {
  const chosen = REACTION_EMOJIS.filter((emoji) => (reactions[emoji]?.length ?? 0) > 0);
  if (chosen.length === 0) return null;
  return (
    <div className={classes.reactions}>
      {chosen.map((emoji) => {
        const names = reactions[emoji] ?? [];
        const mine = names.some((name) => sameUser(name, me));
        const who = names.map((name) => (sameUser(name, me) ? 'you' : name)).join(', ');
        return (
          <Button
            key={emoji}
            size="compact-xs"
            radius="xl"
            variant={mine ? 'filled' : 'default'}
            color={mine ? 'violet.7' : undefined}
            aria-pressed={mine}
            aria-label={`${REACTION_NAMES[emoji]}: ${formatCount(names.length)} (${who})`}
            title={who}
            onClick={() => onReact(emoji)}
          >
            <span aria-hidden="true">{`${emoji} ${formatCount(names.length)}`}</span>
          </Button>
        );
      })}
    </div>
  );
}
