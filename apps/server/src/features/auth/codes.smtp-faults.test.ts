import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { jobs } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { testConfig } from '../../test/config';
import { createDurableDatabase } from '../../test/durable-database';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { refusingSmtpUrl, startHangingSmtp } from '../../test/smtp-faults';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let host = 0;
const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.41.${Math.floor(host / 250)}.${(host++ % 250) + 1}`,
  });
const registration = (email: string, validate_code = '') => ({
  username: email.split('@')[0],
  email,
  password: 'a-good-password',
  password_conf: 'a-good-password',
  validate_code,
});
const portOf = (url: string) => Number(new URL(url).port);

/** The code-mail jobs, once each has been tried at least `tries` times and is not running. */
const codeMailJobs = (app: FastifyInstance, tries: number) =>
  eventually(async () => {
    const rows = await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'auth.code-mail'), sql`${jobs.lockedBy} is null`));
    return rows.length > 0 && rows.every((row) => row.attempts >= tries) && rows;
  }, `code mails tried ${tries} times`);

/** Lets every waiting retry fall due (backoff waits up to a few minutes). */
const afterRetryWaits = <T>(task: () => Promise<T>) => withClockAhead(6 * 60_000, task);

let sink: SmtpSink | undefined;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await sink?.close();
  sink = undefined;
});

describe('code mails while the mail server refuses connections', () => {
  let smtpUrl: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtpUrl = await refusingSmtpUrl();
  });

  it('answers CreateVCode with success, and the mail arrives once the server is back', async () => {
    app = await createTestApp({ smtpUrl });
    apps.push(app);
    const email = 'outage@example.com';
    const response = await post(app, '/api/CreateVCode/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'code sent' });
    // The code is on its way: the cooldown runs and register says so.
    expect((await post(app, '/api/CreateVCode/', { email })).statusCode).toBe(429);
    expect((await post(app, '/api/user/register/', registration(email))).statusCode).toBe(208);

    const [failed] = await codeMailJobs(app, 1);
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed?.doneAt).toBeNull();

    const back = (sink = await startSmtpSink(portOf(smtpUrl)));
    const code = await afterRetryWaits(() => back.codeFor(email));
    const created = await post(app, '/api/user/register/', registration(email, code));
    expect(created.statusCode).toBe(201);
    const [sent] = await eventually(
      async () => (await app.database.db.select().from(jobs)).filter((job) => job.doneAt),
      'the job marked done',
    );
    expect(JSON.stringify(sent?.payload)).not.toContain(code);
  });

  it('mails only the newest code when several were asked for during the outage', async () => {
    app = await createTestApp({ smtpUrl });
    apps.push(app);
    const email = 'twice@example.com';
    expect((await post(app, '/api/CreateVCode/', { email })).statusCode).toBe(200);
    await codeMailJobs(app, 1);
    // After the cooldown the user asks again; the first code dies.
    await withClockAhead(61_000, async () => {
      expect((await post(app, '/api/CreateVCode/', { email })).statusCode).toBe(200);
      await codeMailJobs(app, 1);
    });

    sink = await startSmtpSink(portOf(smtpUrl));
    await afterRetryWaits(() =>
      eventually(
        async () =>
          (await app.database.db.select().from(jobs)).filter((job) => job.doneAt).length === 2,
        'both mail jobs to finish',
      ),
    );
    expect(sink.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const code = await sink.codeFor(email);
    expect((await post(app, '/api/user/register/', registration(email, code))).statusCode).toBe(
      201,
    );
  });

  it('answers the password-reset mail step with success, and its mail follows', async () => {
    app = await createTestApp({ smtpUrl });
    apps.push(app);
    const user = await buildUser(app);
    const response = await post(app, '/api/reset-password/', {
      stage: 1,
      find: user.username,
      method: 'email',
    });
    expect(response.statusCode).toBe(200);
    await codeMailJobs(app, 1);
    const back = (sink = await startSmtpSink(portOf(smtpUrl)));
    const mail = await afterRetryWaits(() => back.lastTo(user.email));
    expect(mail.subject).toMatch(/^Partnerly code: \d{6}$/);
  });
});

describe('code mails while the mail server accepts and never answers', () => {
  it('answers CreateVCode with success without waiting for it', async () => {
    const hanging = await startHangingSmtp();
    try {
      // One second instead of the default ten (a timeout in SMTP_URL's query wins).
      const query = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1000';
      const app = await createTestApp({ smtpUrl: `${hanging.url}/?${query}` });
      apps.push(app);
      const response = await post(app, '/api/CreateVCode/', { email: 'hang@example.com' });
      expect(response.statusCode).toBe(200);
      const [job] = await codeMailJobs(app, 1);
      expect(job?.lastError).toMatch(/greeting|timeout|took over/i);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await hanging.close();
    }
  });
});

describe('a code mail queued while the mail server was down, across a restart', () => {
  let durable: Awaited<ReturnType<typeof createDurableDatabase>>;
  beforeAll(async () => {
    durable = await createDurableDatabase();
  });
  afterAll(async () => {
    await durable.remove();
  });

  it('is sent by the next server once the mail server is back', async () => {
    const email = 'restart@example.com';
    const down = await buildApp(
      testConfig({ ...durable.config, smtpUrl: await refusingSmtpUrl() }),
      {
        logger: false,
      },
    );
    expect((await post(down, '/api/CreateVCode/', { email })).statusCode).toBe(200);
    await codeMailJobs(down, 1);
    await down.close();

    const back = (sink = await startSmtpSink());
    const up = await buildApp(testConfig({ ...durable.config, smtpUrl: sink.url }), {
      logger: false,
    });
    apps.push(up);
    await up.ready();
    const code = await afterRetryWaits(() => back.codeFor(email));
    expect((await post(up, '/api/user/register/', registration(email, code))).statusCode).toBe(201);
  });
});
