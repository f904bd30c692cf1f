import { z } from 'zod';
import { LIMITS } from './limits';
import { CONTROL_CHARACTERS, MULTI_LINE, REQUIRED } from './fields';

/** A chat message's text, as sent and as edited. */
export const chatText = z
  .string({ error: REQUIRED })
  .trim()
  .regex(MULTI_LINE, CONTROL_CHARACTERS)
  .min(1, 'Write a message first.')
  .max(LIMITS.chatMessage, `Keep messages under ${LIMITS.chatMessage} characters.`);
