import type { ConnectPlatform } from '@partnerly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformApp } from '../../config';
import type { Database } from '../../db/client';
import { PlatformError, type PlatformAccount } from '../connections/platform-client';
import type { PlatformAudience } from './audience';
import { audienceRepository } from './audience.repository';
import { instagramAudience } from './instagram-audience';
import { youtubeAudience } from './youtube-audience';

export const AUDIENCE_PERIOD_MS = 7 * 24 * 3_600_000;

/** What a connection read hands over: the account it read and a token valid now. */
export interface AudienceRead {
  connectionId: number;
  platform: ConnectPlatform;
  accessToken: string;
  account: PlatformAccount;
  now: Date;
}

/**
 * The weekly audience read (issue 48, decision 098). It rides on the connection sweep's read,
 * which already spreads accounts over its period, claims each on one instance, renews tokens
 * and turns a refused token into the Reconnect banner: once a week has passed since an
 * account's last audience read, the sweep's read also reads its audience. A refusal or rate
 * limit is thrown back to the sweep (banner, backoff); any other failure postpones only the
 * audience, backing off, and keeps the last read.
 */
export function audienceRefresher({
  db,
  platforms,
  log,
}: {
  db: Database;
  platforms: Record<ConnectPlatform, PlatformApp>;
  log: FastifyBaseLogger;
}) {
  const instagram = instagramAudience(platforms.instagram);
  const youtube = youtubeAudience(platforms.youtube);
  const repository = audienceRepository(db);

  function readOf({
    platform,
    account,
    accessToken,
    now,
  }: AudienceRead): Promise<PlatformAudience> {
    if (platform === 'instagram') return instagram(account, accessToken, now);
    if (platform === 'youtube') return youtube(accessToken, now);
    // TikTok's Display API has no audience demographics: said, not left blank.
    return Promise.resolve({
      countries: [],
      ages: [],
      genders: [],
      unavailable: 'no-audience-data',
    });
  }

  return async function readWhenDue(read: AudienceRead) {
    const { connectionId, platform, now } = read;
    const stored = await repository.nextReadAt(connectionId);
    if (stored && stored.nextReadAt > now) return;
    try {
      const audience = await readOf(read);
      await repository.save(
        connectionId,
        audience,
        now,
        new Date(now.getTime() + AUDIENCE_PERIOD_MS),
      );
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'failed') throw error;
      log.warn({ platform, connection: connectionId }, error.message);
      if (!stored) return; // nothing read yet: the next connection read tries again
      const failures = stored.failures + 1;
      const backoffMs = Math.min(AUDIENCE_PERIOD_MS, 3_600_000 * 2 ** Math.min(failures, 8));
      await repository.postpone(connectionId, failures, new Date(now.getTime() + backoffMs));
    }
  };
}

export type AudienceRefresher = ReturnType<typeof audienceRefresher>;
