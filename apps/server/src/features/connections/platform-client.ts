import * as oauth from 'oauth4webapi';
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

export const TIMEOUT_MS = 10_000;
export const HOUR_MS = 3_600_000;
export const INSTAGRAM_GRAPH_VERSION = 'v23.0';

/** The documented hosts, each replaced by the one configured base when there is one. */
export const host = (app: PlatformApp, real: string) => app.apiBase ?? real;

export const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const KNOWN_COUNTRIES = new Set<string>(COUNTRIES);

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

export function retryAfterOf(response: Response): number {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : 60;
}

/** A platform API call's JSON, with the HTTP statuses every platform shares turned into kinds. */
export async function readJson(response: Response, what: string): Promise<unknown> {
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

export const get = (url: string | URL, accessToken?: string) =>
  fetch(url, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });

/** oauth4webapi's setup for one platform: its endpoints and our app there. */
export function oauthOf(
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
  /** The callback's code and state checked, then the code exchanged at the token endpoint. */
  const codeGrant = (
    auth: oauth.ClientAuth,
    redirectUri: string,
    callback: { code: string; state: string; codeVerifier?: string },
    additionalParameters?: Record<string, string>,
  ) => {
    const { code, state, codeVerifier } = callback;
    const parameters = oauth.validateAuthResponse(
      as,
      client,
      new URLSearchParams({ code, state }),
      state,
    );
    return oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      parameters,
      redirectUri,
      codeVerifier ?? oauth.nopkce,
      { ...options(), ...(additionalParameters && { additionalParameters }) },
    );
  };
  return { as, client, options, codeGrant };
}

/** The platform's answer to a token request, its refusals and rate limits as PlatformErrors. */
export async function tokenResult<T>(what: string, response: Response, process: () => Promise<T>) {
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

/**
 * The authorization code request (RFC 6749 4.1.1) every platform takes: the redirect, the
 * state and, where the platform takes PKCE (a code verifier given), its S256 challenge; the
 * platform's own parameters (client id's name, scope, offline access) beside them.
 */
export async function codeAuthorizeUrl(
  as: oauth.AuthorizationServer,
  request: { redirectUri: string; state: string; codeVerifier?: string },
  platformParameters: Record<string, string>,
) {
  return authorizeUrl(as, {
    ...platformParameters,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    state: request.state,
    ...(await pkceOf(request.codeVerifier)),
  });
}

export const expiresAt = (issuedAt: Date, seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0
    ? new Date(issuedAt.getTime() + seconds * 1000)
    : undefined;

export function tokensOf(
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
export const expiresWithin = (tokens: PlatformTokens, now: Date, ms: number) =>
  tokens.accessExpiresAt !== undefined && tokens.accessExpiresAt.getTime() - now.getTime() < ms;

/**
 * The code exchange, refresh and revocation of a platform that follows RFC 6749 and 7009 as
 * documented (YouTube, TikTok): tokens renewed ten minutes before they expire; `extra` travels
 * with every token request (TikTok's `client_key` and `client_secret`); `revokes` names the
 * token the platform's revocation takes.
 */
export function standardTokens(
  what: string,
  setup: ReturnType<typeof oauthOf>,
  flow: {
    auth: oauth.ClientAuth;
    redirectUri: string;
    extra?: Record<string, string>;
    revokes: 'refresh' | 'access';
  },
): Pick<PlatformClient, 'exchange' | 'needsRefresh' | 'refresh' | 'revoke'> {
  const { as, client, options, codeGrant } = setup;
  const { auth, redirectUri, extra } = flow;
  const withExtra = () => ({ ...options(), ...(extra && { additionalParameters: extra }) });
  return {
    async exchange(code, state, codeVerifier) {
      const response = await codeGrant(auth, redirectUri, { code, state, codeVerifier }, extra);
      return tokenResult(`${what} token`, response, async () =>
        tokensOf(await oauth.processAuthorizationCodeResponse(as, client, response)),
      );
    },
    needsRefresh: (current, now) => expiresWithin(current, now, 10 * 60_000),
    async refresh(current) {
      if (!current.refreshToken) throw new PlatformError('refused', `${what}: no refresh token`);
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        auth,
        current.refreshToken,
        withExtra(),
      );
      return tokenResult(`${what} refresh`, response, async () =>
        tokensOf(await oauth.processRefreshTokenResponse(as, client, response), current),
      );
    },
    async revoke(current) {
      const token =
        flow.revokes === 'refresh'
          ? (current.refreshToken ?? current.accessToken)
          : current.accessToken;
      const response = await oauth.revocationRequest(as, client, auth, token, withExtra());
      await oauth.processRevocationResponse(response).catch(() => undefined);
    },
  };
}
