import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ConnectPlatform } from '@partnerly/shared';

/** An account at a stand-in platform, changed by tests to move its numbers. */
export interface StandInAccount {
  id: string;
  username: string;
  followers: number;
  /** Instagram: BUSINESS, MEDIA_CREATOR or PERSONAL. */
  accountType?: string;
  /** YouTube: the channel hides its subscriber count. */
  hidden?: boolean;
  /** Instagram: follower countries by ISO code, most first. */
  countries?: string[];
}

interface Grant {
  accountId: string;
  redirectUri: string;
  challenge?: string;
}

interface Token {
  accountId: string;
  expiresAt: number;
  kind: 'access' | 'refresh' | 'short';
}

export const STAND_IN_CLIENT = {
  instagram: { id: 'ig-client-id', secret: 'ig-client-secret' },
  youtube: { id: 'yt-client-id.apps.googleusercontent.com', secret: 'yt-client-secret' },
  tiktok: { id: 'tt-client-key', secret: 'tt-client-secret' },
} as const;

const HOUR = 3_600_000;
const ACCESS_LIFETIME: Record<ConnectPlatform, number> = {
  instagram: 60 * 24 * HOUR,
  youtube: HOUR,
  tiktok: 24 * HOUR,
};

/**
 * A local stand-in for one platform's OAuth and API hosts, speaking the documented protocol
 * (issue 31) under one base address: the authorize redirect, the token exchange checking the
 * code, redirect URI, client secret and PKCE verifier, Instagram's long-lived exchange and
 * refresh, refresh grants, revocation, the profile and insights reads, and 429s on demand.
 * The app reaches it through INSTAGRAM_API_BASE, YOUTUBE_API_BASE or TIKTOK_API_BASE.
 */
export async function startPlatformStandIn(platform: ConnectPlatform, port = 0) {
  const client = STAND_IN_CLIENT[platform];
  const accounts = new Map<string, StandInAccount>();
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  const state = {
    /** The account signed in at the platform's authorize page. */
    signedIn: undefined as string | undefined,
    /** The member presses "Cancel" at the authorize page. */
    deny: false,
    /** The next API reads answer 429. */
    rateLimited: 0,
  };
  /** Every profile read, by account: how often the app read each one. */
  const reads: string[] = [];
  const revoked: string[] = [];

  const issue = (accountId: string, kind: Token['kind'], lifetime: number) => {
    const token = `${platform}-${kind}-${randomBytes(12).toString('hex')}`;
    tokens.set(token, { accountId, kind, expiresAt: Date.now() + lifetime });
    return token;
  };
  const valid = (token: string | undefined | null, kind: Token['kind'] = 'access') => {
    const found = token ? tokens.get(token) : undefined;
    return found && found.kind === kind && found.expiresAt > Date.now() ? found : undefined;
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };

  async function form(request: IncomingMessage) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return new URLSearchParams(body);
  }

  /** The authorize page: the signed-in account agrees (or not) and is sent back with a code. */
  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const clientId = query.get(platform === 'tiktok' ? 'client_key' : 'client_id');
    const redirectUri = query.get('redirect_uri');
    if (clientId !== client.id || !redirectUri || query.get('response_type') !== 'code') {
      return json(response, 400, { error: 'invalid_request' });
    }
    if (platform !== 'instagram' && query.get('code_challenge_method') !== 'S256') {
      return json(response, 400, { error: 'invalid_request', detail: 'PKCE required' });
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    if (state.deny || !state.signedIn) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        accountId: state.signedIn,
        redirectUri,
        challenge: query.get('code_challenge') ?? undefined,
      });
      back.searchParams.set('code', code);
    }
    response.statusCode = 302;
    response.setHeader('location', back.toString());
    response.end();
  }

  /** The code exchange: the code once, for the same redirect URI, client and PKCE verifier. */
  function redeem(body: URLSearchParams): Grant | undefined {
    const clientId = body.get(platform === 'tiktok' ? 'client_key' : 'client_id');
    if (clientId !== client.id || body.get('client_secret') !== client.secret) return undefined;
    const code = body.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.redirectUri !== body.get('redirect_uri')) return undefined;
    if (grant.challenge !== undefined) {
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== grant.challenge) return undefined;
    }
    return grant;
  }

  /** The standard token endpoint (YouTube, TikTok): both grants. */
  async function tokenEndpoint(request: IncomingMessage, response: ServerResponse) {
    const body = await form(request);
    const clientId = body.get(platform === 'tiktok' ? 'client_key' : 'client_id');
    if (clientId !== client.id || body.get('client_secret') !== client.secret) {
      return json(response, 401, { error: 'invalid_client' });
    }
    let accountId: string | undefined;
    if (body.get('grant_type') === 'authorization_code') accountId = redeem(body)?.accountId;
    if (body.get('grant_type') === 'refresh_token') {
      accountId = valid(body.get('refresh_token'), 'refresh')?.accountId;
    }
    if (!accountId) return json(response, 400, { error: 'invalid_grant' });
    const lifetime = ACCESS_LIFETIME[platform];
    return json(response, 200, {
      access_token: issue(accountId, 'access', lifetime),
      token_type: 'Bearer',
      expires_in: lifetime / 1000,
      refresh_token: issue(accountId, 'refresh', 365 * 24 * HOUR),
      ...(platform === 'tiktok' && { open_id: accountId, refresh_expires_in: 31_536_000 }),
    });
  }

  function revokeEndpoint(body: URLSearchParams, response: ServerResponse) {
    const token = body.get('token') ?? '';
    const found = tokens.get(token);
    if (found) revokeAccount(found.accountId);
    json(response, 200, {});
  }

  function revokeAccount(accountId: string) {
    revoked.push(accountId);
    for (const [token, value] of tokens) if (value.accountId === accountId) tokens.delete(token);
  }

  /** An API read: 429 while rate limited, 401 (or Instagram's code 190) for a bad token. */
  function apiAccount(token: string | null | undefined, response: ServerResponse) {
    if (state.rateLimited > 0) {
      state.rateLimited -= 1;
      response.setHeader('retry-after', '120');
      json(response, 429, { error: { code: 'rate_limit_exceeded', message: 'Slow down' } });
      return undefined;
    }
    const found = valid(token);
    const account = found && accounts.get(found.accountId);
    if (!account) {
      if (platform === 'instagram') {
        json(response, 400, { error: { code: 190, message: 'Invalid OAuth access token' } });
      } else if (platform === 'tiktok') {
        json(response, 401, { error: { code: 'access_token_invalid', message: 'Invalid' } });
      } else {
        json(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      }
      return undefined;
    }
    return account;
  }

  const bearerOf = (request: IncomingMessage) =>
    request.headers.authorization?.replace(/^Bearer /, '');

  /**
   * The test's own controls, for journeys that run the stand-in in another process: sign an
   * account in at the authorize page, change its followers.
   */
  async function control(route: string, request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const values = JSON.parse(body || '{}') as StandInAccount;
    if (route === 'POST /stand-in/sign-in') {
      accounts.set(values.id, values);
      state.signedIn = values.id;
      return json(response, 200, values);
    }
    const account = accounts.get(values.id);
    if (route === 'POST /stand-in/followers' && account) {
      account.followers = values.followers;
      return json(response, 200, account);
    }
    json(response, 404, {});
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method} ${url.pathname}`;
    if (url.pathname.startsWith('/stand-in/')) return control(route, request, response);
    switch (platform) {
      case 'instagram':
        return instagram(route, url, request, response);
      case 'youtube':
        return youtube(route, url, request, response);
      case 'tiktok':
        return tiktok(route, url, request, response);
    }
  }

  async function instagram(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const query = url.searchParams;
    if (route === 'GET /oauth/authorize') return authorize(url, response);
    if (route === 'POST /oauth/access_token') {
      const grant = redeem(await form(request));
      if (!grant) {
        return json(response, 400, {
          error_type: 'OAuthException',
          code: 400,
          error_message: 'Invalid authorization code',
        });
      }
      return json(response, 200, {
        data: [
          {
            access_token: issue(grant.accountId, 'short', HOUR),
            user_id: grant.accountId,
            permissions: 'instagram_business_basic,instagram_business_manage_insights',
          },
        ],
      });
    }
    if (route === 'GET /access_token' || route === 'GET /refresh_access_token') {
      const exchange = route === 'GET /access_token';
      const found = exchange
        ? query.get('grant_type') === 'ig_exchange_token' &&
          query.get('client_secret') === client.secret &&
          valid(query.get('access_token'), 'short')
        : query.get('grant_type') === 'ig_refresh_token' && valid(query.get('access_token'));
      if (!found) {
        return json(response, 400, { error: { code: 190, message: 'Invalid OAuth access token' } });
      }
      const lifetime = ACCESS_LIFETIME.instagram;
      return json(response, 200, {
        access_token: issue(found.accountId, 'access', lifetime),
        token_type: 'bearer',
        expires_in: lifetime / 1000,
      });
    }
    const insights = /^GET \/v23\.0\/([^/]+)\/insights$/.exec(route);
    if (route === 'GET /v23.0/me' || insights) {
      const account = apiAccount(query.get('access_token'), response);
      if (!account) return;
      if (insights) {
        if (account.followers < 100 || !account.countries) {
          return json(response, 400, { error: { code: 100, message: 'Not enough followers' } });
        }
        return json(response, 200, {
          data: [
            {
              name: 'follower_demographics',
              period: 'lifetime',
              total_value: {
                breakdowns: [
                  {
                    dimension_keys: ['country'],
                    results: account.countries.map((code, index) => ({
                      dimension_values: [code],
                      value: 1000 - index,
                    })),
                  },
                ],
              },
            },
          ],
        });
      }
      reads.push(account.id);
      return json(response, 200, {
        user_id: account.id,
        username: account.username,
        account_type: account.accountType ?? 'MEDIA_CREATOR',
        ...(account.accountType !== 'PERSONAL' && { followers_count: account.followers }),
        media_count: 12,
      });
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  async function youtube(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (route === 'GET /o/oauth2/v2/auth') {
      if (url.searchParams.get('access_type') !== 'offline') {
        return json(response, 400, { error: 'invalid_request' });
      }
      return authorize(url, response);
    }
    if (route === 'POST /token') return tokenEndpoint(request, response);
    if (route === 'POST /revoke') return revokeEndpoint(await form(request), response);
    if (route === 'GET /youtube/v3/channels') {
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      reads.push(account.id);
      return json(response, 200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            id: account.id,
            snippet: { title: account.username, customUrl: `@${account.username}` },
            statistics: {
              ...(!account.hidden && { subscriberCount: String(account.followers) }),
              hiddenSubscriberCount: account.hidden === true,
              videoCount: '40',
            },
          },
        ],
      });
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  async function tiktok(
    route: string,
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    if (route === 'GET /v2/auth/authorize/') return authorize(url, response);
    if (route === 'POST /v2/oauth/token/') return tokenEndpoint(request, response);
    if (route === 'POST /v2/oauth/revoke/') {
      const body = await form(request);
      if (body.get('client_key') !== client.id || body.get('client_secret') !== client.secret) {
        return json(response, 401, { error: 'invalid_client' });
      }
      return revokeEndpoint(body, response);
    }
    if (route === 'GET /v2/user/info/') {
      const account = apiAccount(bearerOf(request), response);
      if (!account) return;
      reads.push(account.id);
      return json(response, 200, {
        data: {
          user: {
            open_id: account.id,
            username: account.username,
            display_name: account.username,
            follower_count: account.followers,
            likes_count: 10,
            video_count: 3,
          },
        },
        error: { code: 'ok', message: '', log_id: 'stand-in' },
      });
    }
    json(response, 404, { error: { message: `no route ${route}` } });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };

  return {
    platform,
    base: `http://127.0.0.1:${address.port}`,
    client,
    state,
    reads,
    revoked,
    /** Adds (or replaces) an account and signs it in at the authorize page. */
    signIn(account: StandInAccount) {
      accounts.set(account.id, account);
      state.signedIn = account.id;
      return account;
    },
    account: (id: string) => accounts.get(id),
    /** The member removed the app at the platform (or changed their password). */
    revokeAccount,
    /** Every token the platform handed out, to look for in logs and answers. */
    issuedTokens: () => [...tokens.keys()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PlatformStandIn = Awaited<ReturnType<typeof startPlatformStandIn>>;

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
    env: {
      INSTAGRAM_CLIENT_ID: instagram.client.id,
      INSTAGRAM_CLIENT_SECRET: instagram.client.secret,
      INSTAGRAM_API_BASE: instagram.base,
      GOOGLE_CLIENT_ID: youtube.client.id,
      GOOGLE_CLIENT_SECRET: youtube.client.secret,
      YOUTUBE_API_BASE: youtube.base,
      TIKTOK_CLIENT_KEY: tiktok.client.id,
      TIKTOK_CLIENT_SECRET: tiktok.client.secret,
      TIKTOK_API_BASE: tiktok.base,
    },
    close: () => Promise.all([instagram.close(), youtube.close(), tiktok.close()]),
  };
}
