import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { testConfig } from './config';
import { openPooledDatabase } from './pglite-pool';

/** The app on in-memory PGlite with its log lines kept in `lines` instead of printed. */
export async function createLoggedApp(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; lines: string[]; text: () => string }> {
  const lines: string[] = [];
  const app = await buildApp(testConfig({ logLevel: 'trace', ...overrides }), {
    logStream: { write: (line) => lines.push(line) },
    openDatabase: openPooledDatabase,
  });
  return { app, lines, text: () => lines.join('') };
}
