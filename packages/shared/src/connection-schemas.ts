import { z } from 'zod';
import { CONNECT_PLATFORMS } from './connections';

export const connectParamsSchema = z.object({
  platform: z.enum(CONNECT_PLATFORMS, { error: 'Choose instagram, youtube or tiktok.' }),
});

/** What a platform sends back to the callback: a code, or an error when the member said no. */
export const connectCallbackSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(128).optional(),
  error: z.string().max(256).optional(),
});
