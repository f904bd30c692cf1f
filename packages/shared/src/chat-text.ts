import { LIMITS } from './limits';
import { freeText } from './fields';

/** A message's text; empty only beside files (the message frame checks them together). */
export const captionText = freeText('many').max(
  LIMITS.chatMessage,
  `Keep messages under ${LIMITS.chatMessage} characters.`,
);

/** A chat message's text, as edited: never empty. */
export const chatText = captionText.min(1, 'Write a message first.');
