import autocannon from 'autocannon';

export interface Latency {
  p50: number;
  p99: number;
  requestsPerSecond: number;
}

/** Each shape is first driven untimed for this long, so no figure includes JIT warm-up. */
const WARM_UP_SECONDS = 2;

/** Drives one request shape with autocannon and reports its latency and throughput. */
export async function measure(options: autocannon.Options): Promise<Latency> {
  await autocannon({ connections: 50, ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
  };
}

/** One line per endpoint, with its throughput as a share of the baseline's from the same run. */
export function report(name: string, subject: Latency, baseline: Latency, verdict = '') {
  const share = (
    (subject.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1)) *
    100
  ).toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(Math.round(subject.requestsPerSecond)).padStart(6)} req/s  ` +
      `p50 ${String(subject.p50).padStart(4)} ms  p99 ${String(subject.p99).padStart(4)} ms  ${share}% of baseline${verdict && `  ${verdict}`}`,
  );
}
