import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { TokenPair } from '@partnerly/shared';
import { isProfileName, LIMITS } from '@partnerly/shared';
import { badRequest } from '../../lib/errors';
import type { UsersService } from '../users/users.service';
import type { SessionsService } from './sessions.service';
import { presentClientConfig } from './auth.presenter';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** "Sign in with Google": verifies Google's ID token against its published keys. */
export function googleService({
  config,
  users,
  sessions,
}: {
  config: { clientId?: string; jwksUrl: string };
  users: UsersService;
  sessions: SessionsService;
}) {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));

  async function verifiedEmail(idToken: string): Promise<string> {
    if (!config.clientId) throw badRequest('Google sign-in is not available.');
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: config.clientId,
        algorithms: ['RS256'],
      });
      if (payload.email_verified !== true || typeof payload.email !== 'string') throw new Error();
      return payload.email;
    } catch {
      throw badRequest('Google could not confirm this account. Please try again.');
    }
  }

  /** A free username derived from the address, e.g. ada.lovelace or ada.lovelace2. */
  async function freeUsername(email: string): Promise<string> {
    const base =
      (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.]/g, '').slice(0, LIMITS.username - 4) ||
      'user';
    for (let suffix = 0; suffix < 1000; suffix += 1) {
      const candidate = suffix === 0 ? base : `${base}${suffix}`;
      // Reserved names too: an address like settings@brand.com must not shadow /settings.
      if (isProfileName(candidate) && !(await users.usernameTaken(candidate))) return candidate;
    }
    return `user${Date.now().toString(36)}`;
  }

  return {
    /** Whether Google sign-in is offered, as the web app reads it before signing in. */
    clientConfig: () => presentClientConfig(config),

    enabled: Boolean(config.clientId),

    async signIn(idToken: string, method: 'login' | 'register'): Promise<TokenPair> {
      const email = await verifiedEmail(idToken);
      const existing = await users.findByEmail(email);
      if (existing) {
        if (!existing.thirdParty) {
          throw badRequest('This e-mail already has a Partnerly password. Log in with it instead.');
        }
        return sessions.issue(existing);
      }
      if (method === 'login') {
        throw badRequest('No Partnerly account uses this Google account yet. Sign up first.');
      }
      const user = await users.create({
        username: await freeUsername(email),
        email,
        thirdParty: true,
      });
      return sessions.issue(user);
    },
  };
}
