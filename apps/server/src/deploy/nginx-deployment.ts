import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminQuery } from '../test/admin-query';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import {
  findNginx,
  freePort,
  httpCall,
  startInstance,
  startNginx,
  type CallOptions,
  type Instance,
  type Nginx,
} from './nginx-harness';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const nginxBinary = findNginx();

/** Why this machine cannot run a deployment (no PostgreSQL, Redis or nginx), if it cannot. */
export const deploymentSkipReason =
  !databaseUrl || !redisUrl
    ? 'it needs TEST_DATABASE_URL and REDIS_URL (PostgreSQL and Redis)'
    : !nginxBinary
      ? 'nginx is not installed (apt-get install -y nginx)'
      : undefined;

/**
 * Two real instances on a scratch database, sharing Redis and a mail sink, behind the shipped
 * nginx: started once before the calling `describe`'s tests (both at once, as a deploy starts
 * them) and stopped after. Call it inside a `describe` that runs only without
 * `deploymentSkipReason`.
 */
export function deploymentBehindNginx() {
  let dir = '';
  // Each run is a client address of its own, so per-address limits in the shared Redis
  // never carry over from an earlier run.
  const clientAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const scratchDb = `partnerly_nginx_${randomBytes(6).toString('hex')}`;
  const metricsToken = randomBytes(16).toString('hex');
  let smtp: SmtpSink;
  const instances: Instance[] = [];
  let nginx: Nginx;

  /** A request through nginx (or straight to `port`) from this run's client address. */
  const call = (method: string, path: string, options: CallOptions = {}) =>
    httpCall(options.port ?? new URL(nginx.url).port, clientAddress, method, path, options);

  /** Registers through nginx with the e-mailed code, signs in and pays (test checkout). */
  async function member(username: string) {
    const email = `${username}@example.com`;
    const password = 'Correct-Horse-9';
    expect((await call('POST', '/api/CreateVCode/', { body: { email } })).status).toBe(200);
    const code = await smtp.codeFor(email);
    const registered = await call('POST', '/api/user/register/', {
      body: { username, email, password, password_conf: password, validate_code: code },
    });
    expect(registered.status, registered.body).toBe(201);
    const login = await call('POST', '/api/token', { body: { username, password } });
    expect(login.status, login.body).toBe(200);
    const { access } = JSON.parse(login.body) as { access: string };
    const paid = await call('POST', '/api/checkout/test/complete/', { token: access });
    expect(paid.status, paid.body).toBe(200);
    return { username, password, access };
  }

  beforeAll(async () => {
    if (!databaseUrl || !redisUrl || !nginxBinary) return;
    dir = mkdtempSync(join(tmpdir(), 'partnerly-nginx-'));
    await adminQuery(databaseUrl, `CREATE DATABASE ${scratchDb}`);
    const instanceDb = new URL(databaseUrl);
    instanceDb.pathname = `/${scratchDb}`;
    smtp = await startSmtpSink();
    const webDist = join(dir, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    // Big enough for the app to compress when it compresses pages.
    const page = `<!doctype html><title>Partnerly</title>${'<p>Partners</p>'.repeat(400)}`;
    writeFileSync(join(webDist, 'index.html'), page);
    writeFileSync(join(webDist, 'assets', 'index-3f2a1b.js'), 'console.log("partnerly");');

    const publicPort = await freePort();
    const env = (name: string) => ({
      NODE_ENV: 'test',
      DATABASE_URL: instanceDb.toString(),
      REDIS_URL: redisUrl,
      JWT_SECRET: 'nginx-test-secret-shared-by-both-instances-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
      TRUST_PROXY: '1',
      WEB_DIST_DIR: webDist,
      SMTP_URL: smtp.url,
      DATA_DIR: join(dir, name),
      STRIPE_SECRET_KEY: '',
      METRICS_TOKEN: metricsToken,
    });
    // Both at once, as a deploy starts them: migrations must run once, under their lock.
    await Promise.all(
      ['one', 'two'].map(async (name) => instances.push(await startInstance(env(name)))),
    );
    nginx = await startNginx(
      nginxBinary,
      join(dir, 'nginx'),
      instances.map((instance) => instance.port),
      publicPort,
    );
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    if (databaseUrl) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${scratchDb} WITH (FORCE)`);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  return {
    call,
    member,
    clientAddress,
    metricsToken,
    /** In start order; a test may kill one (the last test of its file, then). */
    instances,
    /** The nginx in front, once `beforeAll` has started it. */
    get nginx() {
      return nginx;
    },
  };
}
