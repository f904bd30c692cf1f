import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  createCodeSchema,
  googleSignInSchema,
  loginSchema,
  refreshSchema,
  registerSchema,
} from '@partnerly/shared';
import { perIp } from '../../lib/rate-limits';

const LOGIN_LIMIT = perIp(25, 5 * 60_000);
const REGISTER_LIMIT = perIp(20, 15 * 60_000);
const CODE_LIMIT = perIp(10, 15 * 60_000);
const REFRESH_LIMIT = perIp(120, 5 * 60_000);

/** Login, token refresh, logout, registration with an e-mailed code, Google sign-in. */
export const authRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'auth' | 'codes' | 'google' | 'loginLimits' | 'sessions' | 'users'>
> = async (app, { auth, codes, google, loginLimits, sessions, users }) => {
  app.post(
    '/api/token',
    { schema: { body: loginSchema }, config: LOGIN_LIMIT },
    async (request) => {
      const { username, password, otp } = request.body;
      return loginLimits.attempt(username, request.ip, () => auth.login(username, password, otp));
    },
  );

  app.post(
    '/api/token/refresh/',
    { schema: { body: refreshSchema }, config: REFRESH_LIMIT },
    async (request) => sessions.rotate(request.body.refresh, users.findById),
  );

  // Logout: the session's refresh token (and its family) stops working. The same answer for
  // any well-formed body, so it tells nothing about a token.
  app.post(
    '/api/logout/',
    { schema: { body: refreshSchema }, config: REFRESH_LIMIT },
    async (request) => {
      await sessions.end(request.body.refresh);
      return { detail: 'Logged out.' };
    },
  );

  app.post(
    '/api/user/register/',
    { schema: { body: registerSchema }, config: REGISTER_LIMIT },
    async (request, reply) => {
      const outcome = await auth.register(request.body);
      if (outcome === 'created') return reply.status(201).send({ detail: 'Account created.' });
      if (outcome === 'code-sent') return reply.status(208).send({ detail: 'code already sent' });
      return { detail: 'code needed' };
    },
  );

  app.post(
    '/api/CreateVCode/',
    { schema: { body: createCodeSchema }, config: CODE_LIMIT },
    async (request) => {
      await codes.send('verify_email', request.body.email);
      return { detail: 'code sent' };
    },
  );

  app.post(
    '/api/auth/google/',
    { schema: { body: googleSignInSchema }, config: LOGIN_LIMIT },
    async (request) => google.signIn(request.body.token, request.body.method),
  );

  app.get('/api/client-config/', async () => google.clientConfig());
};
