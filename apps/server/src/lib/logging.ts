import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/**
 * Pino settings for the app's logger: redaction of credential fields plus a request
 * serializer that keeps the query string's credentials (the socket's `?token=`) out of
 * every request line.
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerSettings {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: SECRET_PATHS, censor: '[Redacted]' },
    serializers: {
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
