import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import type { PlatformApp } from '../../config';
import { instagramDemographics } from './instagram-insights';
import {
  HOUR_MS,
  INSTAGRAM_GRAPH_VERSION,
  PlatformError,
  codeAuthorizeUrl,
  countriesOf,
  expiresAt,
  expiresWithin,
  get,
  host,
  oauthOf,
  readJson,
  type PlatformClient,
} from './platform-client';

/** Instagram's error object: code 190 is a refused token, 4, 17, 32 and 613 rate limits. */
const instagramError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

function instagramFailure(body: unknown, what: string): PlatformError | undefined {
  const parsed = instagramError.safeParse(body);
  if (!parsed.success) return undefined;
  const { code } = parsed.data.error;
  if (code === 190) return new PlatformError('refused', `${what}: token refused`);
  if (code !== undefined && [4, 17, 32, 613].includes(code)) {
    return new PlatformError('rate-limited', `${what}: rate limited`, 300);
  }
  return new PlatformError('failed', `${what}: error ${code ?? 'unknown'}`);
}

const instagramToken = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().optional(),
});

/**
 * Instagram API with Instagram Login (business and creator accounts). Its code exchange is a
 * standard request whose answer lacks `token_type` (oauth4webapi sends it, zod reads it); the
 * short-lived token is then swapped for a 60-day one, renewed with `ig_refresh_token` once at
 * least 24 hours old (decision 049).
 */
export function instagramClient(app: PlatformApp, redirectUri: string): PlatformClient {
  const web = host(app, 'https://www.instagram.com');
  const api = host(app, 'https://api.instagram.com');
  const graph = host(app, 'https://graph.instagram.com');
  const { as, client, codeGrant } = oauthOf(app, {
    issuer: 'https://www.instagram.com',
    authorization: `${web}/oauth/authorize`,
    token: `${api}/oauth/access_token`,
  });
  const auth = oauth.ClientSecretPost(app.clientSecret ?? '');
  const shortLived = z.union([
    z.object({ data: z.array(z.object({ access_token: z.string().min(1) })).min(1) }),
    z.object({ access_token: z.string().min(1) }),
  ]);
  const profile = z.object({
    user_id: z.union([z.string(), z.number()]).transform(String),
    username: z.string(),
    followers_count: z.number().int().nonnegative().optional(),
    account_type: z.string().optional(),
  });
  /** A 60-day token from the graph's `access_token` or `refresh_access_token` endpoint. */
  async function longLived(path: string, parameters: Record<string, string>, what: string) {
    const url = new URL(`${graph}/${path}`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    const body = await readJson(await get(url), what);
    const failure = instagramFailure(body, what);
    if (failure) throw failure;
    const parsed = instagramToken.safeParse(body);
    if (!parsed.success) throw new PlatformError('failed', `${what}: unexpected answer`);
    const issuedAt = new Date(Date.now());
    return {
      accessToken: parsed.data.access_token,
      accessExpiresAt: expiresAt(issuedAt, parsed.data.expires_in),
      issuedAt,
    };
  }

  async function graphGet(path: string, parameters: Record<string, string>, accessToken: string) {
    const url = new URL(`${graph}/${INSTAGRAM_GRAPH_VERSION}/${path}`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    url.searchParams.set('access_token', accessToken);
    const response = await get(url);
    const body = await readJson(response, 'Instagram');
    const failure = instagramFailure(body, 'Instagram');
    if (failure) throw failure;
    return body;
  }

  /** Audience countries where Instagram gives them (not under 100 followers). */
  async function audienceCountries(userId: string, accessToken: string) {
    try {
      const body = instagramDemographics.parse(
        await graphGet(
          `${userId}/insights`,
          {
            metric: 'follower_demographics',
            period: 'lifetime',
            metric_type: 'total_value',
            breakdown: 'country',
          },
          accessToken,
        ),
      );
      const results = body.data[0]?.total_value?.breakdowns[0]?.results ?? [];
      const codes = [...results]
        .sort((a, b) => b.value - a.value)
        .flatMap((result) => result.dimension_values.slice(0, 1));
      return codes.length ? countriesOf(codes) : undefined;
    } catch (error) {
      // Refusals and rate limits count for the whole read; a missing insight does not.
      if (error instanceof PlatformError && error.kind !== 'failed') throw error;
      return undefined;
    }
  }

  return {
    platform: 'instagram',
    pkce: false,
    // Instagram takes no PKCE, so no code verifier goes with the request.
    authorizeUrl: (state) =>
      codeAuthorizeUrl(
        as,
        { redirectUri, state },
        {
          client_id: client.client_id,
          scope: 'instagram_business_basic,instagram_business_manage_insights',
        },
      ),
    async exchange(code, state) {
      const response = await codeGrant(auth, redirectUri, { code, state });
      const body = await readJson(response, 'Instagram token');
      const failure = instagramFailure(body, 'Instagram token');
      if (failure || response.status !== 200) {
        throw failure ?? new PlatformError('failed', `Instagram token: HTTP ${response.status}`);
      }
      const parsed = shortLived.safeParse(body);
      if (!parsed.success) throw new PlatformError('failed', 'Instagram token: unexpected answer');
      const short = 'data' in parsed.data ? parsed.data.data[0] : parsed.data;
      return longLived(
        'access_token',
        {
          grant_type: 'ig_exchange_token',
          client_secret: app.clientSecret ?? '',
          access_token: short?.access_token ?? '',
        },
        'Instagram long-lived token',
      );
    },
    // A 60-day token is renewed in its last 30 days, and only once it is a day old.
    needsRefresh: (current, now) =>
      expiresWithin(current, now, 30 * 24 * HOUR_MS) &&
      now.getTime() - current.issuedAt.getTime() >= 24 * HOUR_MS,
    refresh: (current) =>
      longLived(
        'refresh_access_token',
        { grant_type: 'ig_refresh_token', access_token: current.accessToken },
        'Instagram refresh',
      ),
    async account(accessToken) {
      const parsed = profile.safeParse(
        await graphGet(
          'me',
          { fields: 'user_id,username,account_type,followers_count,media_count' },
          accessToken,
        ),
      );
      if (!parsed.success) throw new PlatformError('failed', 'Instagram: unexpected profile');
      const me = parsed.data;
      if (me.account_type === 'PERSONAL' || me.followers_count === undefined) {
        throw new PlatformError('personal-account', 'Instagram: personal account');
      }
      return {
        accountId: me.user_id,
        username: me.username,
        link: `https://www.instagram.com/${me.username}`,
        followers: me.followers_count,
        followersHidden: false,
        countries: await audienceCountries(me.user_id, accessToken),
      };
    },
  };
}
