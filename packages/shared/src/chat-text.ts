import { z } from 'zod';
import { LIMITS } from './limits';
import { CONTROL_CHARACTERS, MULTI_LINE, REQUIRED } from './fields';

/** A message's text; empty only beside files (the message frame checks them together). */
export const captionText = z
  .string({ error: REQUIRED })
  .trim()
  .regex(MULTI_LINE, CONTROL_CHARACTERS)
  .max(LIMITS.chatMessage, `Keep messages under ${LIMITS.chatMessage} characters.`);

/** A chat message's text, as edited: never empty. */
export const chatText = captionText.min(1, 'Write a message first.');
