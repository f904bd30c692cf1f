import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import type { PlatformApp } from '../../config';
import {
  PlatformError,
  codeAuthorizeUrl,
  get,
  host,
  oauthOf,
  readJson,
  type PlatformClient,
  standardTokens,
} from './platform-client';

/**
 * YouTube through Google OAuth 2.0 (authorization code with PKCE, offline access): the
 * channel's subscribers from the Data API v3.
 */
export function youtubeClient(app: PlatformApp, redirectUri: string): PlatformClient {
  const accounts = host(app, 'https://accounts.google.com');
  const tokens = host(app, 'https://oauth2.googleapis.com');
  const api = host(app, 'https://www.googleapis.com');
  const setup = oauthOf(app, {
    issuer: 'https://accounts.google.com',
    authorization: `${accounts}/o/oauth2/v2/auth`,
    token: `${tokens}/token`,
    revocation: `${tokens}/revoke`,
  });
  const channels = z.object({
    items: z
      .array(
        z.object({
          id: z.string(),
          snippet: z.object({ title: z.string(), customUrl: z.string().optional() }),
          statistics: z.object({
            subscriberCount: z.coerce.number().int().nonnegative().optional(),
            hiddenSubscriberCount: z.boolean().optional(),
          }),
        }),
      )
      .optional(),
  });

  return {
    platform: 'youtube',
    pkce: true,
    ...standardTokens('YouTube', setup, {
      auth: oauth.ClientSecretPost(app.clientSecret ?? ''),
      redirectUri,
      revokes: 'refresh',
    }),
    authorizeUrl: (state, codeVerifier) =>
      codeAuthorizeUrl(
        setup.as,
        { redirectUri, state, codeVerifier },
        {
          client_id: setup.client.client_id,
          // yt-analytics.readonly for the audience report (issue 48, decision 098).
          scope:
            'https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly',
          access_type: 'offline',
          // Asks again so Google issues a refresh token on a second connection too.
          prompt: 'consent',
        },
      ),
    async account(accessToken) {
      const url = `${api}/youtube/v3/channels?part=snippet,statistics&mine=true`;
      const body = channels.safeParse(await readJson(await get(url, accessToken), 'YouTube'));
      const channel = body.success ? body.data.items?.[0] : undefined;
      if (!channel) throw new PlatformError('failed', 'YouTube: no channel on this account');
      const handle = channel.snippet.customUrl;
      return {
        accountId: channel.id,
        username: handle?.replace(/^@/, '') ?? channel.snippet.title,
        link: handle
          ? `https://www.youtube.com/${handle.startsWith('@') ? handle : `@${handle}`}`
          : `https://www.youtube.com/channel/${channel.id}`,
        followers: channel.statistics.hiddenSubscriberCount
          ? 0
          : (channel.statistics.subscriberCount ?? 0),
        followersHidden: channel.statistics.hiddenSubscriberCount === true,
      };
    },
  };
}
