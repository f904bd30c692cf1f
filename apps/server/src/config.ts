import { join, resolve } from 'node:path';
import { z } from 'zod';
import { UNPAID_CANCEL_DAYS } from '@partnerly/shared';
import { DEFAULT_PUSH_SERVICE_ORIGINS, parsePushOrigins } from './lib/push-origins';
import { persistentSecret, persistentVapidKeys, type VapidKeys } from './config-files';
import { deploymentProblem } from './config-deployment';

export { instanceIdOf, type VapidKeys } from './config-files';

const url = (protocols: RegExp, hint: string) =>
  z.url({ protocol: protocols, error: `must be a ${hint} URL` });

/** Fastify's trustProxy: true/false, a hop count, or addresses/CIDRs separated by commas. */
const trustProxy = z
  .string()
  .transform((value): boolean | string | TrustHops => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return trustHops(Number(value));
    return value;
  })
  .default(false);

type TrustHops = (address: string, hop: number) => boolean;
const trustHops =
  (hops: number): TrustHops =>
  (_address, hop) =>
    hop < hops;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?$/, 'postgres://').optional(),
  DATABASE_READ_URL: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(url(/^postgres(ql)?$/, 'postgres:// (comma-separated)')).min(1))
    .optional(),
  REPLICA_MAX_LAG_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0.1, 'must be between 0.1 and 3600')
    .max(3600, 'must be between 0.1 and 3600')
    .default(5),
  CHAT_WRITE_LANES: z.coerce
    .number({ error: 'must be a whole number from 1 to 8' })
    .int('must be a whole number from 1 to 8')
    .min(1, 'must be a whole number from 1 to 8')
    .max(8, 'must be a whole number from 1 to 8')
    .default(1),
  REDIS_URL: url(/^rediss?$/, 'redis://').optional(),
  PUBLIC_URL: url(/^https?$/, 'http(s)://').default('http://localhost:3000'),
  SMTP_URL: url(/^smtps?$/, 'smtp(s)://').optional(),
  MAIL_FROM: z.string().min(3).default('Partnerly <no-reply@partnerly.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: url(/^https?$/, 'http(s)://').optional(),
  STRIPE_CONNECT: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 30')
    .max(30, 'must be between 0 and 30')
    .default(5),
  UNPAID_ORDER_CANCEL_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of days')
    .min(1, 'must be between 1 and 30')
    .max(30, 'must be between 1 and 30')
    .default(UNPAID_CANCEL_DAYS),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: url(/^https?$/, 'http(s)://').default(
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  INSTAGRAM_CLIENT_ID: z.string().min(1).optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().min(1).optional(),
  TIKTOK_CLIENT_KEY: z.string().min(1).optional(),
  TIKTOK_CLIENT_SECRET: z.string().min(1).optional(),
  INSTAGRAM_API_BASE: url(/^https?$/, 'http(s)://').optional(),
  YOUTUBE_API_BASE: url(/^https?$/, 'http(s)://').optional(),
  TIKTOK_API_BASE: url(/^https?$/, 'http(s)://').optional(),
  SOCIAL_REFRESH_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    // At least 60 outside tests (config-deployment.ts): each read spends the platform's quota.
    .positive('must be at least 60')
    .default(86_400),
  TRUST_PROXY: trustProxy,
  RUN_JOBS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  UNREAD_EMAIL_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 86400')
    .max(86_400, 'must be between 1 and 86400')
    .default(600),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: url(/^(mailto|https)$/, 'mailto: or https://').optional(),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins = parsePushOrigins(value);
      if (!origins) {
        context.addIssue({
          code: 'custom',
          message: 'must be origins such as https://fcm.googleapis.com, separated by commas',
        });
        return z.NEVER;
      }
      return origins;
    })
    .optional(),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server to use; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl?: string;
  /**
   * Streaming replicas that answer visitors' and searchers' reads (db/replicas.ts), each
   * skipped while down or more than `maxLagSeconds` behind the primary.
   */
  replicas: { urls: string[]; maxLagSeconds: number };
  /** Message batches written at once on PostgreSQL (group commit's lanes, decision 065). */
  chatWriteLanes: number;
  pgliteDir: string;
  /** Tests only: the migrated dump an in-memory database starts from (db/client.ts). */
  pgliteTemplate?: string;
  redisUrl?: string;
  /**
   * Prefix of every Redis key and channel this app uses, so apps sharing one Redis (the test
   * suite's files) never see each other's counters or messages. Unset in production.
   */
  redisNamespace?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  /**
   * Encrypts two-factor secrets at rest. Defaults to JWT_SECRET; set it on its own before
   * rotating JWT_SECRET, or authenticator apps stop matching (README, Configuration).
   */
  twoFactorKey: string;
  stripe: { secretKey?: string; priceId?: string; webhookSecret?: string; apiUrl?: string };
  /**
   * Deals paid through Partnerly (issue 33): `connect` when Stripe Connect is set up on the
   * Stripe account; the fee is added to the price the buyer pays.
   */
  /** `unpaidCancelDays`: how long an accepted order waits for its payment (decision 092). */
  dealPayments: { connect: boolean; feePercent: number; unpaidCancelDays?: number };
  google: { clientId?: string; jwksUrl: string };
  /**
   * The OAuth apps creators connect their accounts through (issue 31). A platform without its
   * id and secret offers no Connect button. `apiBase` stands in for all of the platform's
   * hosts (tests and demos); undefined means the real ones.
   */
  platforms: {
    instagram: PlatformApp;
    youtube: PlatformApp;
    tiktok: PlatformApp;
  };
  /** How often each connected account's numbers are read again from its platform. */
  socialRefreshSeconds: number;
  trustProxy: boolean | string | TrustHops;
  /**
   * Whether this instance runs queued and repeating jobs. Off on instances that only answer
   * requests, while others (on the same PostgreSQL) run the jobs; they still queue them.
   */
  runJobs: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** Bearer token that opens GET /metrics; without it the route answers 404. */
  metricsToken?: string;
  /** How long a message stays unread, its receiver away, before an e-mail tells them. */
  unreadEmailDelaySeconds: number;
  /** The keys web push is signed with (RFC 8292); generated into DATA_DIR when unset. */
  vapid: VapidKeys;
  /** The only origins pushes are posted to: the browsers' push services (decision 030). */
  pushServiceOrigins: readonly string[];
}

export interface PlatformApp {
  clientId?: string;
  clientSecret?: string;
  apiBase?: string;
}

/** A configuration error whose message is the single line printed at start-up. */
export class ConfigError extends Error {}

export interface LoadOptions {
  /** Operator tools (admin, backup) reach only the database: skip the server's guards. */
  tool?: boolean;
}

/** Reads the environment into one typed object, or throws a ConfigError naming the variable. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  options: LoadOptions = {},
): Config {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const problem = options.tool ? undefined : deploymentProblem(present);
  if (problem) throw new ConfigError(`Invalid configuration: ${problem}`);
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    replicas: { urls: env.DATABASE_READ_URL ?? [], maxLagSeconds: env.REPLICA_MAX_LAG_SECONDS },
    chatWriteLanes: env.CHAT_WRITE_LANES,
    pgliteDir: join(dataDir, 'db'),
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret,
    twoFactorKey: env.TWO_FACTOR_KEY ?? jwtSecret,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      priceId: env.STRIPE_PRICE_ID,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    },
    dealPayments: {
      connect: env.STRIPE_CONNECT === 'true',
      feePercent: env.PLATFORM_FEE_PERCENT,
      unpaidCancelDays: env.UNPAID_ORDER_CANCEL_DAYS,
    },
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    platforms: {
      instagram: {
        clientId: env.INSTAGRAM_CLIENT_ID,
        clientSecret: env.INSTAGRAM_CLIENT_SECRET,
        apiBase: env.INSTAGRAM_API_BASE?.replace(/\/$/, ''),
      },
      youtube: {
        // YouTube is connected through the same Google app as Google sign-in.
        clientId: env.GOOGLE_CLIENT_SECRET ? env.GOOGLE_CLIENT_ID : undefined,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        apiBase: env.YOUTUBE_API_BASE?.replace(/\/$/, ''),
      },
      tiktok: {
        clientId: env.TIKTOK_CLIENT_KEY,
        clientSecret: env.TIKTOK_CLIENT_SECRET,
        apiBase: env.TIKTOK_API_BASE?.replace(/\/$/, ''),
      },
    },
    socialRefreshSeconds: env.SOCIAL_REFRESH_SECONDS,
    trustProxy: env.TRUST_PROXY,
    runJobs: env.RUN_JOBS === 'true',
    logLevel: env.LOG_LEVEL,
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    metricsToken: env.METRICS_TOKEN,
    unreadEmailDelaySeconds: env.UNREAD_EMAIL_DELAY_SECONDS,
    vapid: {
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : persistentVapidKeys(dataDir)),
      subject: env.VAPID_SUBJECT ?? mailtoOf(env.MAIL_FROM, env.PUBLIC_URL),
    },
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS ?? DEFAULT_PUSH_SERVICE_ORIGINS,
  };
}

/** MAIL_FROM's address as a mailto: subject, or the public address when it has none. */
function mailtoOf(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^\S+@\S+$/.exec(mailFrom)?.[0];
  return address ? `mailto:${address}` : publicUrl;
}
