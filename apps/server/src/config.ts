import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

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
  REDIS_URL: url(/^rediss?$/, 'redis://').optional(),
  PUBLIC_URL: url(/^https?$/, 'http(s)://').default('http://localhost:3000'),
  SMTP_URL: url(/^smtps?$/, 'smtp(s)://').optional(),
  MAIL_FROM: z.string().min(3).default('Partnerly <no-reply@partnerly.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: url(/^https?$/, 'http(s)://').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: url(/^https?$/, 'http(s)://').default(
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server to use; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl?: string;
  pgliteDir: string;
  redisUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  stripe: { secretKey?: string; priceId?: string; webhookSecret?: string; apiUrl?: string };
  google: { clientId?: string; jwksUrl: string };
  trustProxy: boolean | string | TrustHops;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
}

/** A configuration error whose message is the single line printed at start-up. */
export class ConfigError extends Error {}

/** Reads the environment into one typed object, or throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: join(dataDir, 'db'),
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      priceId: env.STRIPE_PRICE_ID,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    },
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

/** Generated once and kept in DATA_DIR so that restarts keep everyone signed in. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another instance created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
