import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import type { TokenSigner } from '../../lib/jwt';
import { userFromHeader } from '../auth/auth.guard';
import type { UsersService } from '../users/users.service';

/** Admins only; everyone else, signed in or not, gets the same 404 as a missing route. */
export function createRequireAdmin(signer: TokenSigner, users: UsersService) {
  return async function requireAdmin(request: FastifyRequest) {
    const user = await userFromHeader(request.headers.authorization, signer, users).catch(
      () => undefined,
    );
    if (!user?.isAdmin) throw notFound();
    request.user = user;
  };
}
