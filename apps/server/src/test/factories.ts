import type { FastifyInstance } from 'fastify';
import { subscriptions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct-horse-42';

/**
 * One hash per password for the worker (decision 086). Every hash costs the production
 * argon2id parameters (tens of milliseconds, hundreds under load) and the suite builds
 * thousands of users, nearly all with the default password; a stored hash with its own salt
 * proves nothing a shared one does not, and logging in still verifies it in full.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/** Inserts a user straight into the database; username and e-mail are unique per call. */
export async function buildUser(
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  sequence += 1;
  const { password = DEFAULT_PASSWORD, ...rest } = values;
  const username = rest.username ?? `user${sequence}_${Date.now().toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({
      username,
      email: rest.email ?? `${username}@example.com`,
      passwordHash: rest.thirdParty ? null : await hashOf(password),
      ...rest,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** A user with an active paid subscription (Full Access). */
export async function buildPaidUser(
  app: FastifyInstance,
  values: Parameters<typeof buildUser>[1] = {},
) {
  const user = await buildUser(app, values);
  await app.database.db.insert(subscriptions).values({
    userId: user.id,
    status: 'active',
    startedAt: new Date(),
  });
  return user;
}

/** Logs in through the API and returns the token pair. */
export async function login(app: FastifyInstance, username: string, password = DEFAULT_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { username, password },
    remoteAddress: `10.9.${sequence % 250}.${(sequence += 1) % 250}`,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access: string; refresh: string }>();
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** Changes a factory user's password through the API, which ends every other session. */
export const changePassword = (app: FastifyInstance, access: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/update-password/',
    headers: bearer(access),
    payload: { old_password: DEFAULT_PASSWORD, new_password: 'a-brand-new-pass' },
  });

/** A browser subscribed to the member's pushes (keys in the shape browsers send; nothing is pushed). */
export const subscribeBrowser = (app: FastifyInstance, userId: number) =>
  app.services.pushSubscriptions.save(userId, {
    endpoint: `https://push.example.com/${userId}`,
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  });
