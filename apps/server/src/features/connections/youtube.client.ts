import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import type { PlatformApp } from '../../config';
import {
  PlatformError,
  authorizeUrl,
  expiresWithin,
  get,
  host,
  oauthOf,
  pkceOf,
  readJson,
  tokenResult,
  tokensOf,
  type PlatformClient,
} from './platform-client';

/**
 * YouTube through Google OAuth 2.0 (authorization code with PKCE, offline access): the
 * channel's subscribers from the Data API v3.
 */
export function youtubeClient(app: PlatformApp, redirectUri: string): PlatformClient {
  const accounts = host(app, 'https://accounts.google.com');
  const tokens = host(app, 'https://oauth2.googleapis.com');
  const api = host(app, 'https://www.googleapis.com');
  const { as, client, options, codeGrant } = oauthOf(app, {
    issuer: 'https://accounts.google.com',
    authorization: `${accounts}/o/oauth2/v2/auth`,
    token: `${tokens}/token`,
    revocation: `${tokens}/revoke`,
  });
  const auth = oauth.ClientSecretPost(app.clientSecret ?? '');
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
    async authorizeUrl(state, codeVerifier) {
      return authorizeUrl(as, {
        client_id: client.client_id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'https://www.googleapis.com/auth/youtube.readonly',
        access_type: 'offline',
        // Asks again so Google issues a refresh token on a second connection too.
        prompt: 'consent',
        state,
        ...(await pkceOf(codeVerifier)),
      });
    },
    async exchange(code, state, codeVerifier) {
      const response = await codeGrant(auth, redirectUri, { code, state, codeVerifier });
      return tokenResult('YouTube token', response, async () =>
        tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response)),
      );
    },
    needsRefresh: (current, now) => expiresWithin(current, now, 10 * 60_000),
    async refresh(current) {
      if (!current.refreshToken) throw new PlatformError('refused', 'YouTube: no refresh token');
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        auth,
        current.refreshToken,
        options(),
      );
      return tokenResult('YouTube refresh', response, async () =>
        tokensOf(await oauth.processRefreshTokenResponse(as, client, response), current),
      );
    },
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
    async revoke(current) {
      const response = await oauth.revocationRequest(
        as,
        client,
        auth,
        current.refreshToken ?? current.accessToken,
        options(),
      );
      await oauth.processRevocationResponse(response).catch(() => undefined);
    },
  };
}
