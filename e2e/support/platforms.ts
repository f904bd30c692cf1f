import type { ConnectPlatform } from '@partnerly/shared';

/**
 * Where the e2e server's platform stand-ins listen (apps/server/src/test/platform-stand-ins.ts):
 * fixed offsets from E2E_PORT, so the journeys reach the same ones the server was given.
 */
export function standInPorts(port = Number(process.env.E2E_PORT ?? 3100)) {
  return { instagram: port + 51, youtube: port + 52, tiktok: port + 53 };
}

const control = async (platform: ConnectPlatform, path: string, body: object) => {
  const response = await fetch(`http://127.0.0.1:${standInPorts()[platform]}/stand-in/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${platform} ${path}: ${response.status}`);
};

/** Signs the account in at the platform's authorize page (created or replaced). */
export const signInAtPlatform = (
  platform: ConnectPlatform,
  account: {
    id: string;
    username: string;
    followers: number;
    countries?: string[];
    /** Instagram's `follower_demographics` by breakdown (apps/server/src/test/stand-ins). */
    audience?: Record<'country' | 'age' | 'gender', Record<string, number>>;
    /** Instagram's recent posts, newest first. */
    posts?: { likes: number; comments: number; at: string }[];
  },
) => control(platform, 'sign-in', account);

/** The platform now reports these followers for the account. */
export const setPlatformFollowers = (platform: ConnectPlatform, id: string, followers: number) =>
  control(platform, 'followers', { id, followers });
