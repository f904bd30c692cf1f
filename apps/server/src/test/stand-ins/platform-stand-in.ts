import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConnectPlatform } from '@partnerly/shared';
import type { StandInAccount } from './stand-in-account';
import { standInCookie } from './stand-in-cookie';

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

export const HOUR = 3_600_000;
export const ACCESS_LIFETIME: Record<ConnectPlatform, number> = {
  instagram: 60 * 24 * HOUR,
  youtube: HOUR,
  tiktok: 24 * HOUR,
};

/**
 * What the three stand-ins share: their accounts and tokens, the authorize page, the code
 * exchange with PKCE, the standard token and revocation endpoints, API reads with their
 * failures, and the test's controls.
 */
export function standInKit(platform: ConnectPlatform) {
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
    /**
     * The next media reads answer the platform's own limit: Meta's error code 4, YouTube's
     * 403 `quotaExceeded`, TikTok's 429 `rate_limit_exceeded`.
     */
    mediaLimited: 0,
    /** The code of Meta's limit answer: 4 (app), 17 (user), 32 (page) or 613 (call type). */
    metaLimitCode: 4,
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

  /**
   * Who is signed in at the platform in this browser: its cookie (STAND_IN_COOKIE), as a real
   * platform knows its visitor, so journeys running at once each connect their own account;
   * otherwise the one the last `sign-in` control named.
   */
  function signedInHere(request: IncomingMessage): string | undefined {
    const cookie = request.headers.cookie
      ?.split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === standInCookie(platform));
    return cookie?.[1] ? decodeURIComponent(cookie[1]) : state.signedIn;
  }

  /** The authorize page: the signed-in account agrees (or not) and is sent back with a code. */
  function authorize(url: URL, request: IncomingMessage, response: ServerResponse) {
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
    const signedIn = signedInHere(request);
    if (state.deny || !signedIn) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        accountId: signedIn,
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

  return {
    platform,
    client,
    accounts,
    tokens,
    state,
    reads,
    revoked,
    issue,
    valid,
    json,
    form,
    authorize,
    redeem,
    tokenEndpoint,
    revokeEndpoint,
    revokeAccount,
    apiAccount,
    bearerOf,
    control,
  };
}

export type StandInKit = ReturnType<typeof standInKit>;

/** One platform's own routes, answered once the test's controls are ruled out. */
export type StandInRoutes = (
  route: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>;
