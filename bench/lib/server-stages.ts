import { round } from './latency';

/** The metrics token the benches give their servers, to read the chat's stages from /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** One histogram as /metrics exposes it: cumulative counts by upper bound, its count and sum. */
interface Histogram {
  buckets: [upper: number, cumulative: number][];
  count: number;
  sum: number;
}

/**
 * The chat's stage histograms on one server at one moment (lib/metrics.ts), and its event
 * loop's delays since the reading before (prom-client resets them at every reading).
 */
export interface ChatStages extends Record<'queue' | 'write' | 'size', Histogram> {
  loopP99: number;
  loopMax: number;
}

const SERIES = {
  queue: 'chat_message_queue_seconds',
  write: 'chat_batch_write_seconds',
  size: 'chat_batch_messages',
} as const;

/** A histogram's lines in Prometheus' text format, the stored writes only where it says. */
function histogramOf(text: string, name: string): Histogram {
  const buckets: [number, number][] = [];
  let count = 0;
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || line.includes('outcome="failed"')) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    const bound = /le="([^"]+)"/.exec(line)?.[1];
    if (line.startsWith(`${name}_bucket`) && bound && bound !== '+Inf') {
      buckets.push([Number(bound), value]);
    } else if (line.startsWith(`${name}_count`)) count = value;
    else if (line.startsWith(`${name}_sum`)) sum = value;
  }
  return { buckets, count, sum };
}

/** A bench server's /metrics, as Prometheus' text. */
export async function scrapeMetrics(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  return response.text();
}

/** The value of an unlabelled sample (a gauge) in /metrics' text; NaN when absent. */
export const sampleOf = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);

/** The chat's stages as the server at `url` counts them now. */
export async function chatStages(url: string): Promise<ChatStages> {
  const text = await scrapeMetrics(url);
  return {
    queue: histogramOf(text, SERIES.queue),
    write: histogramOf(text, SERIES.write),
    size: histogramOf(text, SERIES.size),
    loopP99: sampleOf(text, 'nodejs_eventloop_lag_p99_seconds'),
    loopMax: sampleOf(text, 'nodejs_eventloop_lag_max_seconds'),
  };
}

/** What was observed between two readings of one histogram. */
function between(before: Histogram, after: Histogram): Histogram {
  return {
    buckets: after.buckets.map(([upper, cumulative], index) => [
      upper,
      cumulative - (before.buckets[index]?.[1] ?? 0),
    ]),
    count: after.count - before.count,
    sum: after.sum - before.sum,
  };
}

/**
 * The q-quantile as Prometheus' histogram_quantile estimates it: linear within the bucket it
 * falls in, so it is as fine as the buckets (lib/metrics.ts).
 */
function quantile({ buckets, count }: Histogram, q: number): number {
  const rank = q * count;
  let lower = 0;
  let below = 0;
  for (const [upper, cumulative] of buckets) {
    if (cumulative >= rank) {
      const inBucket = cumulative - below;
      return inBucket > 0 ? lower + ((upper - lower) * (rank - below)) / inBucket : upper;
    }
    lower = upper;
    below = cumulative;
  }
  return Number.POSITIVE_INFINITY;
}

/** The q-quantile in milliseconds; past the last finite bucket, "> " its bound. */
function ms(histogram: Histogram, q: number): string {
  const seconds = quantile(histogram, q);
  if (Number.isFinite(seconds)) return `${round(seconds * 1000)}`;
  return `> ${round((histogram.buckets.at(-1)?.[0] ?? 0) * 1000)}`;
}

/**
 * The server's own account of a run, from two readings of its /metrics: how long messages
 * waited for their conversation's write lane, how long a batch took to store and commit, how
 * many messages a batch held, and how late its event loop ran (everything else a message waits
 * for on the server: its frame read, its lookups, its partner's frame written).
 */
export function describeStages(before: ChatStages, after: ChatStages): string {
  const queue = between(before.queue, after.queue);
  const write = between(before.write, after.write);
  const size = between(before.size, after.size);
  if (write.count === 0) return 'no batch written';
  return (
    `waited for a lane p50 ${ms(queue, 0.5)} / p99 ${ms(queue, 0.99)} ms, ` +
    `a batch's write p50 ${ms(write, 0.5)} / p99 ${ms(write, 0.99)} ms, ` +
    `${round(size.sum / size.count)} messages a batch (${write.count} batches); ` +
    `event loop delay p99 ${round(after.loopP99 * 1000)} / max ${round(after.loopMax * 1000)} ms`
  );
}
