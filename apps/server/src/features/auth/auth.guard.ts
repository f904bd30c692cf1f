import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { TokenSigner } from '../../lib/jwt';
import type { UserRow, UsersRepository } from '../users/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authenticate pre-handler. */
    user: UserRow;
  }
}

/** The pre-handler that admits only requests with a valid access token of an existing user. */
export function createAuthenticate(signer: TokenSigner, users: UsersRepository) {
  return async function authenticate(request: FastifyRequest) {
    request.user = await userFromHeader(request.headers.authorization, signer, users);
  };
}

/** The user behind a `Bearer <access>` header; 401 for anything else. */
export async function userFromHeader(
  header: string | undefined,
  signer: TokenSigner,
  users: UsersRepository,
): Promise<UserRow> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw unauthorized();
  return userFromAccessToken(match[1], signer, users);
}

/** The user an access token belongs to, if the token is valid and still honoured. */
export async function userFromAccessToken(
  token: string,
  signer: TokenSigner,
  users: UsersRepository,
): Promise<UserRow> {
  const claims = await signer.verify(token, 'access');
  if (!claims) throw unauthorized('Given token not valid for any token type');
  const user = await users.findById(claims.user_id);
  // A password change or reset ends the sessions that existed before it.
  if (!user || (claims.ver ?? 0) !== user.tokenVersion) {
    throw unauthorized('Given token not valid for any token type');
  }
  return user;
}
