import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { TokenSigner } from '../../lib/jwt';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { SessionVersions } from './session-versions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authenticate pre-handler. */
    user: User;
    /** The signed-in user's id; set by the authenticateSession pre-handler. */
    userId: number;
    /** The session (refresh family) of the access token; set by authenticate. */
    sessionId?: string;
  }
}

const NOT_VALID = 'Given token not valid for any token type';

/** The pre-handler that admits only requests with a valid access token of an existing user. */
export function createAuthenticate(signer: TokenSigner, users: UsersService) {
  return async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    request.user = await userFromAccessToken(token, signer, users);
    // Verified just above (and cached by the verifier): only the session claim is read here.
    request.sessionId = (await signer.verify(token, 'access'))?.sid;
  };
}

/**
 * The pre-handler for routes that need a signed-in user but none of the user's data (search,
 * explore): the token and the session's version are checked, the user's row is not loaded.
 */
export function createAuthenticateSession(signer: TokenSigner, versions: SessionVersions) {
  return async function authenticateSession(request: FastifyRequest) {
    const claims = await signer.verify(bearerToken(request.headers.authorization), 'access');
    if (!claims || !(await versions.isCurrent(claims.user_id, claims.ver ?? 0))) {
      throw unauthorized(NOT_VALID);
    }
    request.userId = claims.user_id;
  };
}

/**
 * The signed-in member behind a request to a route open to everyone, or undefined (no token,
 * or one no longer valid): such routes answer all alike and only route their reads by it.
 */
export function createSignedInIdOf(signer: TokenSigner) {
  return async function signedInIdOf(request: FastifyRequest): Promise<number | undefined> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return undefined;
    return (await signer.verify(match[1], 'access'))?.user_id;
  };
}

function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/** The user behind a `Bearer <access>` header; 401 for anything else. */
export async function userFromHeader(
  header: string | undefined,
  signer: TokenSigner,
  users: UsersService,
): Promise<User> {
  return userFromAccessToken(bearerToken(header), signer, users);
}

/** The user an access token belongs to, if the token is valid and still honoured. */
export async function userFromAccessToken(
  token: string,
  signer: TokenSigner,
  users: UsersService,
): Promise<User> {
  const claims = await signer.verify(token, 'access');
  if (!claims) throw unauthorized(NOT_VALID);
  const user = await users.findById(claims.user_id);
  // A password change or reset ends the sessions that existed before it.
  if (!user || (claims.ver ?? 0) !== user.tokenVersion) {
    throw unauthorized(NOT_VALID);
  }
  return user;
}
