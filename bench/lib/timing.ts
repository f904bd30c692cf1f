import http from 'node:http';
import { percentile, round } from './latency';

export interface Timings {
  median: number;
  p99: number;
  max: number;
  count: number;
}

export const summary = (samples: number[]): Timings => ({
  median: round(percentile(samples, 50)),
  p99: round(percentile(samples, 99)),
  max: round(Math.max(...samples)),
  count: samples.length,
});

/**
 * Milliseconds from sending a GET to its answer's last byte, and the bytes, as they come over
 * the wire (compressed when `headers` accept it): the client's own decoding is not counted.
 */
export function timedGet(url: string, headers: Record<string, string>) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve({ ms: performance.now() - started, bytes });
        });
      })
      .on('error', reject);
  });
}

/** `warmUp` untimed requests, then `count` one after another. */
export async function timeRequests(
  url: string,
  headers: Record<string, string>,
  count: number,
  warmUp = 3,
) {
  for (let i = 0; i < warmUp; i += 1) await timedGet(url, headers);
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const answer = await timedGet(url, headers);
    samples.push(answer.ms);
    bytes = answer.bytes;
  }
  return { ...summary(samples), bytes };
}

/**
 * Wraps the function a keyset job calls at the start of each batch (the next ids) so the time
 * from one call to the next, a whole batch, is recorded.
 */
export function batchClock<A extends unknown[], R>(next: (...args: A) => Promise<R>) {
  const starts: number[] = [];
  return {
    next: (...args: A) => {
      starts.push(performance.now());
      return next(...args);
    },
    /** The batches' durations since the last reset; the final call found no more ids. */
    take(): number[] {
      const durations = starts.slice(1).map((at, i) => at - (starts[i] ?? at));
      starts.length = 0;
      return durations;
    },
  };
}
