import type { ConnectPlatform } from '@partnerly/shared';
import { instagramStandIn } from './stand-ins/instagram.stand-in';
import { STAND_IN_CLIENT, standInKit } from './stand-ins/platform-stand-in';
import { serveStandIn } from './stand-ins/stand-in-server';
import { tiktokStandIn } from './stand-ins/tiktok.stand-in';
import { youtubeStandIn } from './stand-ins/youtube.stand-in';

export { STAND_IN_CLIENT } from './stand-ins/platform-stand-in';
export type { StandInAccount } from './stand-ins/stand-in-account';

const ROUTES = { instagram: instagramStandIn, youtube: youtubeStandIn, tiktok: tiktokStandIn };

/**
 * A local stand-in for one platform's OAuth and API hosts, speaking the documented protocol
 * (issue 31) under one base address: the authorize redirect, the token exchange checking the
 * code, redirect URI, client secret and PKCE verifier, Instagram's long-lived exchange and
 * refresh, refresh grants, revocation, the profile and insights reads, and 429s on demand.
 * The app reaches it through INSTAGRAM_API_BASE, YOUTUBE_API_BASE or TIKTOK_API_BASE.
 */
export async function startPlatformStandIn(platform: ConnectPlatform, port = 0) {
  const kit = standInKit(platform);
  return serveStandIn(kit, ROUTES[platform](kit), port);
}

export type PlatformStandIn = Awaited<ReturnType<typeof startPlatformStandIn>>;

/** The settings that point a server process at stand-ins listening at these base addresses. */
export const standInEnv = (bases: Record<ConnectPlatform, string>) => ({
  INSTAGRAM_CLIENT_ID: STAND_IN_CLIENT.instagram.id,
  INSTAGRAM_CLIENT_SECRET: STAND_IN_CLIENT.instagram.secret,
  INSTAGRAM_API_BASE: bases.instagram,
  GOOGLE_CLIENT_ID: STAND_IN_CLIENT.youtube.id,
  GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT.youtube.secret,
  YOUTUBE_API_BASE: bases.youtube,
  TIKTOK_CLIENT_KEY: STAND_IN_CLIENT.tiktok.id,
  TIKTOK_CLIENT_SECRET: STAND_IN_CLIENT.tiktok.secret,
  TIKTOK_API_BASE: bases.tiktok,
});

/** The three stand-ins (on these ports, or any free ones), and the app settings pointing at them. */
export async function startPlatformStandIns(
  ports: Record<ConnectPlatform, number> = { instagram: 0, youtube: 0, tiktok: 0 },
) {
  const [instagram, youtube, tiktok] = await Promise.all([
    startPlatformStandIn('instagram', ports.instagram),
    startPlatformStandIn('youtube', ports.youtube),
    startPlatformStandIn('tiktok', ports.tiktok),
  ]);
  const app = (standIn: PlatformStandIn) => ({
    clientId: standIn.client.id,
    clientSecret: standIn.client.secret,
    apiBase: standIn.base,
  });
  return {
    instagram,
    youtube,
    tiktok,
    platforms: { instagram: app(instagram), youtube: app(youtube), tiktok: app(tiktok) },
    /** The same, as the environment variables a server process reads. */
    env: standInEnv({ instagram: instagram.base, youtube: youtube.base, tiktok: tiktok.base }),
    close: () => Promise.all([instagram.close(), youtube.close(), tiktok.close()]),
  };
}
