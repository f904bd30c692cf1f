import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/test/config';

/** The real server on an in-memory database, listening on a free port. */
export async function startBenchServer(): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(testConfig(), { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

export interface Latency {
  p50: number;
  p99: number;
  requestsPerSecond: number;
}

/** Drives one request shape for a few seconds and reports its latency. */
export async function measure(options: autocannon.Options): Promise<Latency> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
  };
}

/** One line per endpoint: latency and its ratio to the bare route measured in the same run. */
export function report(name: string, subject: Latency, bare: Latency) {
  const ratio = (a: number, b: number) => (a / Math.max(b, 0.001)).toFixed(2);
  console.log(
    `${name}: p50 ${subject.p50} ms (x${ratio(subject.p50, bare.p50)} bare), ` +
      `p99 ${subject.p99} ms (x${ratio(subject.p99, bare.p99)} bare), ` +
      `${Math.round(subject.requestsPerSecond)} req/s`,
  );
}
