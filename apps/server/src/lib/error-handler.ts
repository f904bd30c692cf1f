import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, databaseErrorOf, uniqueViolationError } from './errors';
import { toFieldErrors } from './validation';

/** Turns every thrown error into the DRF-style body the spec's client reads. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value.',
      }));
      return reply.status(400).send(toFieldErrors(issues));
    }
    const fromDatabase = badInputFromDatabase(error);
    if (fromDatabase) {
      // The shared schemas should have caught this first: log it so the gap gets closed.
      request.log.warn({ err: error }, 'bad input reached the database');
      return reply.status(fromDatabase.statusCode).send(fromDatabase.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        detail: 'Something went wrong on our side. Please try again.',
        request_id: request.id,
      });
    }
    return reply.status(status).send({ detail: publicMessage(error) });
  });
}

/**
 * SQLSTATEs only a value from the request can cause: numeric out of range (22003), invalid
 * byte sequence such as NUL (22021), invalid text representation (22P02), string too long
 * (22001), invalid or out-of-range datetime (22007, 22008).
 */
const BAD_INPUT_STATES = new Set(['22003', '22021', '22P02', '22001', '22007', '22008']);

/** A 400 for a database error the request caused (a safety net behind the schemas). */
function badInputFromDatabase(error: unknown): AppError | undefined {
  const unique = uniqueViolationError(error);
  if (unique) return unique;
  const info = databaseErrorOf(error);
  if (!info || !BAD_INPUT_STATES.has(info.code)) return undefined;
  return new AppError(400, { detail: 'Some of the values sent are not valid.' });
}

/** Framework messages for client errors, reworded where they would leak internals. */
function publicMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type; send JSON.';
    default:
      return error.message;
  }
}
