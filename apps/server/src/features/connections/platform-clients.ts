import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { COUNTRIES, type ConnectPlatform } from '@partnerly/shared';
import type { PlatformApp } from '../../config';

/** Tokens as a platform issued them. */
export interface PlatformTokens {
  accessToken: string;
  refreshToken?: string;
  accessExpiresAt?: Date;
  issuedAt: Date;
}

/** The connected account as its platform reports it. */
export interface PlatformAccount {
  accountId: string;
  username: string;
  link: string;
  followers: number;
  followersHidden: boolean;
  /** Audience countries, most followers first; undefined where the platform gives none. */
  countries?: string[];
}

/**
 * Why a platform call failed: `refused` (the token was revoked or expired for good),
 * `rate-limited` (try again after `retryAfterSeconds`), `personal-account` (Instagram reads
 * only professional accounts), `failed` (anything else: an outage, a malformed answer).
 */
export class PlatformError extends Error {
  constructor(
    readonly kind: 'refused' | 'rate-limited' | 'personal-account' | 'failed',
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface PlatformClient {
  platform: ConnectPlatform;
  /** Whether the platform takes PKCE (RFC 7636). */
  pkce: boolean;
  authorizeUrl(state: string, codeVerifier: string | undefined): Promise<string>;
  exchange(code: string, state: string, codeVerifier: string | undefined): Promise<PlatformTokens>;
  /** Whether the tokens are renewed before the account is read at `now`. */
  needsRefresh(tokens: PlatformTokens, now: Date): boolean;
  refresh(tokens: PlatformTokens): Promise<PlatformTokens>;
  account(accessToken: string): Promise<PlatformAccount>;
  /** Revokes the grant where the platform offers revocation; Instagram does not. */
  revoke?(tokens: PlatformTokens): Promise<void>;
}

const TIMEOUT_MS = 10_000;
const HOUR_MS = 3_600_000;
const INSTAGRAM_GRAPH_VERSION = 'v23.0';

/** The documented hosts, each replaced by the one configured base when there is one. */
const host = (app: PlatformApp, real: string) => app.apiBase ?? real;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const KNOWN_COUNTRIES = new Set<string>(COUNTRIES);

/** ISO 3166 codes to the country names profiles use, unknown codes dropped, five at most. */
export function countriesOf(codes: string[]): string[] {
  const names = codes.flatMap((code) => {
    try {
      const name = regionNames.of(code.toUpperCase());
      return name && KNOWN_COUNTRIES.has(name) ? [name] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(names)].slice(0, 5);
}

function retryAfterOf(response: Response): number {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : 60;
}

/** A platform API call's JSON, with the HTTP statuses every platform shares turned into kinds. */
async function readJson(response: Response, what: string): Promise<unknown> {
  if (response.status === 429) {
    throw new PlatformError('rate-limited', `${what}: rate limited`, retryAfterOf(response));
  }
  if (response.status === 401) throw new PlatformError('refused', `${what}: token refused`);
  try {
    return await response.json();
  } catch {
    throw new PlatformError('failed', `${what}: HTTP ${response.status} without JSON`);
  }
}

const get = (url: string | URL, accessToken?: string) =>
  fetch(url, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });

/** oauth4webapi's setup for one platform: its endpoints and our app there. */
function oauthOf(
  app: PlatformApp,
  endpoints: { issuer: string; authorization: string; token: string; revocation?: string },
) {
  const as: oauth.AuthorizationServer = {
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    revocation_endpoint: endpoints.revocation,
  };
  const client: oauth.Client = { client_id: app.clientId ?? '' };
  // Plain http only ever reaches a configured stand-in (tests and demos).
  const insecure = endpoints.token.startsWith('http:');
  const options = () => ({
    [oauth.allowInsecureRequests]: insecure,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { as, client, options };
}

/** The platform's answer to a token request, its refusals and rate limits as PlatformErrors. */
async function tokenResult<T>(what: string, response: Response, process: () => Promise<T>) {
  if (response.status === 429) {
    throw new PlatformError('rate-limited', `${what}: rate limited`, retryAfterOf(response));
  }
  try {
    return await process();
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') {
      throw new PlatformError('refused', `${what}: ${error.error}`);
    }
    const detail = error instanceof oauth.ResponseBodyError ? error.error : 'unexpected answer';
    throw new PlatformError('failed', `${what}: ${detail}`);
  }
}

/** The platform's authorize address with these parameters. */
function authorizeUrl(as: oauth.AuthorizationServer, parameters: Record<string, string>) {
  const url = new URL(as.authorization_endpoint ?? '');
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

async function pkceOf(codeVerifier: string | undefined): Promise<Record<string, string>> {
  if (!codeVerifier) return {};
  return {
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
}

const expiresAt = (issuedAt: Date, seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0
    ? new Date(issuedAt.getTime() + seconds * 1000)
    : undefined;

function tokensOf(
  response: oauth.TokenEndpointResponse,
  previous?: PlatformTokens,
): PlatformTokens {
  const issuedAt = new Date(Date.now());
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken,
    accessExpiresAt: expiresAt(issuedAt, response.expires_in),
    issuedAt,
  };
}

/** Renews short-lived tokens ten minutes before they expire (or once expired). */
const expiresWithin = (tokens: PlatformTokens, now: Date, ms: number) =>
  tokens.accessExpiresAt !== undefined && tokens.accessExpiresAt.getTime() - now.getTime() < ms;

/**
 * YouTube through Google OAuth 2.0 (authorization code with PKCE, offline access): the
 * channel's subscribers from the Data API v3.
 */
export function youtubeClient(app: PlatformApp, redirectUri: string): PlatformClient {
  const accounts = host(app, 'https://accounts.google.com');
  const tokens = host(app, 'https://oauth2.googleapis.com');
  const api = host(app, 'https://www.googleapis.com');
  const { as, client, options } = oauthOf(app, {
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
      const parameters = oauth.validateAuthResponse(
        as,
        client,
        new URLSearchParams({ code, state }),
        state,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        auth,
        parameters,
        redirectUri,
        codeVerifier ?? oauth.nopkce,
        options(),
      );
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

/**
 * TikTok Login Kit v2 (authorization code with PKCE): TikTok names the client `client_key`, so
 * it travels as a parameter beside the standard request; access tokens live 24 hours.
 */
export function tiktokClient(app: PlatformApp, redirectUri: string): PlatformClient {
  const web = host(app, 'https://www.tiktok.com');
  const api = host(app, 'https://open.tiktokapis.com');
  const { as, client, options } = oauthOf(app, {
    issuer: 'https://www.tiktok.com',
    authorization: `${web}/v2/auth/authorize/`,
    token: `${api}/v2/oauth/token/`,
    revocation: `${api}/v2/oauth/revoke/`,
  });
  const auth = oauth.None();
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
    async authorizeUrl(state, codeVerifier) {
      return authorizeUrl(as, {
        client_key: credentials.client_key,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'user.info.basic,user.info.profile,user.info.stats',
        state,
        ...(await pkceOf(codeVerifier)),
      });
    },
    async exchange(code, state, codeVerifier) {
      const parameters = oauth.validateAuthResponse(
        as,
        client,
        new URLSearchParams({ code, state }),
        state,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        auth,
        parameters,
        redirectUri,
        codeVerifier ?? oauth.nopkce,
        { ...options(), additionalParameters: credentials },
      );
      return tokenResult('TikTok token', response, async () =>
        tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response)),
      );
    },
    needsRefresh: (current, now) => expiresWithin(current, now, 10 * 60_000),
    async refresh(current) {
      if (!current.refreshToken) throw new PlatformError('refused', 'TikTok: no refresh token');
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        auth,
        current.refreshToken,
        { ...options(), additionalParameters: credentials },
      );
      return tokenResult('TikTok refresh', response, async () =>
        tokensOf(await oauth.processRefreshTokenResponse(as, client, response), current),
      );
    },
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
    async revoke(current) {
      const response = await oauth.revocationRequest(as, client, auth, current.accessToken, {
        ...options(),
        additionalParameters: credentials,
      });
      await oauth.processRevocationResponse(response).catch(() => undefined);
    },
  };
}

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
  const { as, client, options } = oauthOf(app, {
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
  const demographics = z.object({
    data: z.array(
      z.object({
        total_value: z
          .object({
            breakdowns: z.array(
              z.object({
                results: z.array(
                  z.object({ dimension_values: z.array(z.string()), value: z.number() }),
                ),
              }),
            ),
          })
          .optional(),
      }),
    ),
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
      const body = demographics.parse(
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
    async authorizeUrl(state) {
      return authorizeUrl(as, {
        client_id: client.client_id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'instagram_business_basic,instagram_business_manage_insights',
        state,
      });
    },
    async exchange(code, state) {
      const parameters = oauth.validateAuthResponse(
        as,
        client,
        new URLSearchParams({ code, state }),
        state,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        auth,
        parameters,
        redirectUri,
        oauth.nopkce,
        options(),
      );
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
