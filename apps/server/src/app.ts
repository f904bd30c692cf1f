import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { registerRateLimit } from './lib/rate-limit';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerStaticWeb } from './lib/static-web';
import { healthRoutes } from './features/health/health.routes';
import { contactRoutes } from './features/contact/contact.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** Logger settings; tests pass `false` to keep output quiet. */
  logger?: boolean;
  /** Runs once the database is closed; tests use it to drop their throw-away database. */
  afterClose?: () => Promise<void>;
}

/** Builds the whole server (API and web app) without listening, so tests can inject requests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 8 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
    await options.afterClose?.();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.publicUrl);
  await registerRateLimit(app);

  await app.register(healthRoutes);
  await app.register(contactRoutes);

  await registerStaticWeb(app, config.webDistDir);
  return app;
}
