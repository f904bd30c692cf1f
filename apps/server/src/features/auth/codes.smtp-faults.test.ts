import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAIL_UNAVAILABLE } from '../../lib/mailer';
import { createTestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { refusingSmtpUrl, startHangingSmtp } from '../../test/smtp-faults';

let host = 0;
const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.41.${Math.floor(host / 250)}.${(host++ % 250) + 1}`,
  });
const registration = (email: string) => ({
  username: email.split('@')[0],
  email,
  password: 'a-good-password',
  password_conf: 'a-good-password',
});

/** The code routes with a mail server that fails: 503, and no cooldown for a mail never sent. */
function describeMailFailure(
  name: string,
  start: () => Promise<{ url: string; close(): Promise<void> }>,
  maxMs: number,
) {
  describe(name, () => {
    let app: FastifyInstance;
    let smtp: { url: string; close(): Promise<void> };

    beforeAll(async () => {
      smtp = await start();
      app = await createTestApp({ smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
    });

    it('answers CreateVCode with 503 in time, twice, and register still asks for a code', async () => {
      const email = `down${host}@example.com`;
      for (let attempt = 0; attempt < 2; attempt++) {
        const started = Date.now();
        const response = await post(app, '/api/CreateVCode/', { email });
        expect(Date.now() - started).toBeLessThan(maxMs);
        // The second attempt is not a 429: the failed mail started no cooldown.
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: MAIL_UNAVAILABLE });
      }
      const register = await post(app, '/api/user/register/', registration(email));
      expect(register.statusCode).toBe(200);
      expect(register.json()).toEqual({ detail: 'code needed' });
    });

    it('answers the password-reset mail step with 503, and again rather than 429', async () => {
      const user = await buildUser(app);
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await post(app, '/api/reset-password/', {
          stage: 1,
          find: user.username,
          method: 'email',
        });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: MAIL_UNAVAILABLE });
      }
    });
  });
}

describeMailFailure(
  'SMTP refusing connections',
  async () => ({ url: await refusingSmtpUrl(), close: async () => undefined }),
  5_000,
);

describeMailFailure(
  'SMTP accepting and never answering',
  async () => {
    const hanging = await startHangingSmtp();
    // One second instead of the default ten (a timeout in SMTP_URL's query wins).
    const query = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1000';
    return { url: `${hanging.url}/?${query}`, close: hanging.close };
  },
  4_000,
);
