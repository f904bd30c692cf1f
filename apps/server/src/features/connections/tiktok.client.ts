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
 * TikTok Login Kit v2 (authorization code with PKCE): TikTok names the client `client_key`, so
 * it travels as a parameter beside the standard request; access tokens live 24 hours.
 */
export function tiktokClient(app: PlatformApp, redirectUri: string): PlatformClient {
  const web = host(app, 'https://www.tiktok.com');
  const api = host(app, 'https://open.tiktokapis.com');
  const setup = oauthOf(app, {
    issuer: 'https://www.tiktok.com',
    authorization: `${web}/v2/auth/authorize/`,
    token: `${api}/v2/oauth/token/`,
    revocation: `${api}/v2/oauth/revoke/`,
  });
  const credentials = { client_key: app.clientId ?? '', client_secret: app.clientSecret ?? '' };
  const userInfo = z.object({
    data: z
      .object({
        user: z
          .object({
            open_id: z.string(),
            username: z.string(),
            follower_count: z.number().int().nonnegative().optional(),
          })
          .optional(),
      })
      .optional(),
    error: z.object({ code: z.string(), message: z.string().optional() }).optional(),
  });

  return {
    platform: 'tiktok',
    pkce: true,
    ...standardTokens('TikTok', setup, {
      auth: oauth.None(),
      redirectUri,
      extra: credentials,
      revokes: 'access',
    }),
    authorizeUrl: (state, codeVerifier) =>
      codeAuthorizeUrl(
        setup.as,
        { redirectUri, state, codeVerifier },
        {
          client_key: credentials.client_key,
          // video.list reads delivered videos (issue 47, decision 102).
          scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
        },
      ),
    async account(accessToken) {
      const url = `${api}/v2/user/info/?fields=open_id,username,display_name,follower_count,likes_count,video_count`;
      const body = userInfo.safeParse(await readJson(await get(url, accessToken), 'TikTok'));
      if (!body.success) throw new PlatformError('failed', 'TikTok: unexpected user info');
      const code = body.data.error?.code;
      if (code === 'access_token_invalid' || code === 'scope_not_authorized') {
        throw new PlatformError('refused', `TikTok: ${code}`);
      }
      if (code === 'rate_limit_exceeded') {
        throw new PlatformError('rate-limited', 'TikTok: rate limited', 60);
      }
      const user = body.data.data?.user;
      if (!user || (code && code !== 'ok')) {
        throw new PlatformError('failed', `TikTok: ${code ?? 'no user'}`);
      }
      return {
        accountId: user.open_id,
        username: user.username,
        link: `https://www.tiktok.com/@${user.username}`,
        followers: user.follower_count ?? 0,
        followersHidden: false,
      };
    },
  };
}
