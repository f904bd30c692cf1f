import classes from '../ChatsPage.module.css';

/**
 * "{username} is typing…" above the send box. The live region is always there, so screen
 * readers announce the words when they appear (politely: never over what is being read).
 */
export function TypingNotice({ username }: { username: string | null }) {
  return (
    <div className={classes.typing} aria-live="polite">
      {username ? `${username} is typing…` : ''}
    </div>
  );
}
