import { z } from 'zod';
import type { Platform } from './platforms';

/** The platforms a creator connects through OAuth (issue 31), as the API spells them. */
export const CONNECT_PLATFORMS = ['instagram', 'youtube', 'tiktok'] as const;
export type ConnectPlatform = (typeof CONNECT_PLATFORMS)[number];

/** Who vouches for a social's numbers: an admin, or the platform it is connected through. */
export type SocialSource = 'admin' | ConnectPlatform;

/** The social platform (the spec's spelling) a connection verifies. */
export const CONNECTED_PLATFORM: Record<ConnectPlatform, Platform> = {
  instagram: 'Instagram',
  youtube: 'Youtube',
  tiktok: 'Tiktok',
};

export const connectParamsSchema = z.object({
  platform: z.enum(CONNECT_PLATFORMS, { error: 'Choose instagram, youtube or tiktok.' }),
});

/** What a platform sends back to the callback: a code, or an error when the member said no. */
export const connectCallbackSchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(128).optional(),
  error: z.string().max(256).optional(),
});

/** Why a connection did not happen, as /profile?connect_error= says it. */
export const CONNECT_ERRORS = ['denied', 'personal_account', 'expired', 'taken', 'failed'] as const;
export type ConnectError = (typeof CONNECT_ERRORS)[number];

/** A member's connection as /api/connect/ lists it: never a token. */
export interface ConnectionData {
  platform: ConnectPlatform;
  username: string;
  connected_at: string;
  refreshed_at: string;
  /** Set when the platform refused the token: the member is asked to reconnect. */
  refused_at: string | null;
}
