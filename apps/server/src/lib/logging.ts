import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { err as standardError } from 'pino-std-serializers';

type LoggerSettings = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Where log lines go; tests pass a stream that keeps them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Query parameters whose values are credentials: the chat socket's token, a link's code, an
 * OAuth callback's code and state.
 */
const SECRET_PARAMS = [
  'token',
  'access',
  'refresh',
  'code',
  'state',
  'password',
  'key',
  'signature',
];

const SECRET_FIELDS = [
  'password',
  'password_conf',
  'new_password',
  'old_password',
  'token',
  'access',
  'refresh',
];

/**
 * Fields that hold credentials wherever a log line might carry them: request headers, bodies
 * logged on purpose, and objects handed to the logger.
 */
const SECRET_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `body.${field}`, `req.body.${field}`]),
  // Not `*.code`: an error's code (ECONNREFUSED, FST_ERR_...) is what an operator needs.
  ...['code', 'validate_code'].flatMap((field) => [`body.${field}`, `req.body.${field}`]),
  'authorization',
  '*.authorization',
];

/** The request URL with every credential parameter's value replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.includes(name.toLowerCase())) params.set(name, '[Redacted]');
  }
  return `${url.slice(0, query)}?${params.toString()}`;
}

interface ErrorLike {
  message: string;
  cause?: unknown;
  params?: unknown;
  code?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/** An error and its causes, each once. */
function chainOf(error: ErrorLike): ErrorLike[] {
  const chain = [error];
  for (let cause = error.cause; isErrorLike(cause) && !chain.includes(cause); cause = cause.cause) {
    chain.push(cause);
  }
  return chain;
}

/**
 * Removes a failed query's values from `text`. Drizzle's error says `Failed query: <statement>`
 * then `params: <values>` (a message's text, an email, a token's hash), in its message and so
 * in its stack and every message that quotes it; the statement itself holds only placeholders.
 */
function withoutValues(text: string, chain: ErrorLike[]): string {
  let clean = text;
  for (const error of chain) {
    // Spelled as drizzle-orm's DrizzleQueryError builds its message.
    if ('params' in error) clean = clean.split(`\nparams: ${String(error.params)}`).join('');
  }
  return clean;
}

/** An error's message for a log line or a job's stored outcome, without a query's values. */
export function errorMessage(error: unknown): string {
  return isErrorLike(error) ? withoutValues(error.message, chainOf(error)) : String(error);
}

/**
 * The `err` of a log line: pino's own (type, message and stack with their causes', the error's
 * fields) without what a failed query was given. Drizzle keeps the values in `params` and in
 * its message; PostgreSQL repeats a row's values in `detail` ("Key (email)=(...) already
 * exists"). The first cause's code and message stay: they say what went wrong (40P01, 23505).
 */
export function serializeError(error: Error) {
  // Pino passes whatever a line's `err` holds; its serializer returns a non-error as it is.
  const serialized: Record<string, unknown> & { type: string; message: string; stack: string } =
    standardError(error);
  if (!isErrorLike(error)) return serialized;
  const chain = chainOf(error);
  serialized.message = withoutValues(serialized.message, chain);
  serialized.stack = withoutValues(serialized.stack, chain);
  delete serialized.params;
  delete serialized.detail;
  const [, cause] = chain;
  if (cause) serialized.cause = { code: cause.code, message: errorMessage(cause) };
  return serialized;
}

/**
 * Pino settings for the app's logger: redaction of credential fields, a request serializer
 * that keeps the query string's credentials (the socket's `?token=`) out of every request
 * line, and an error serializer that keeps a failed query's values out (issue 49).
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerSettings {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: SECRET_PATHS, censor: '[Redacted]' },
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
