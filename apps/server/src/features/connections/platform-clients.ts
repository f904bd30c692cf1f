import type { ConnectPlatform } from '@partnerly/shared';
import type { PlatformApp } from '../../config';
import { instagramClient } from './instagram.client';
import type { PlatformClient } from './platform-client';
import { tiktokClient } from './tiktok.client';
import { youtubeClient } from './youtube.client';

/** The clients of the platforms this server has an app at (config.platforms). */
export function platformClients(
  platforms: Record<ConnectPlatform, PlatformApp>,
  publicUrl: string,
): Partial<Record<ConnectPlatform, PlatformClient>> {
  const redirect = (platform: ConnectPlatform) => `${publicUrl}/api/connect/${platform}/callback/`;
  const configured = (app: PlatformApp) => Boolean(app.clientId && app.clientSecret);
  return {
    ...(configured(platforms.instagram) && {
      instagram: instagramClient(platforms.instagram, redirect('instagram')),
    }),
    ...(configured(platforms.youtube) && {
      youtube: youtubeClient(platforms.youtube, redirect('youtube')),
    }),
    ...(configured(platforms.tiktok) && {
      tiktok: tiktokClient(platforms.tiktok, redirect('tiktok')),
    }),
  };
}

export type PlatformClients = ReturnType<typeof platformClients>;
