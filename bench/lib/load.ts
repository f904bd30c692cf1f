import autocannon from 'autocannon';

export interface Latency {
  p50: number;
  p99: number;
  requestsPerSecond: number;
}

/** Each shape is first driven untimed for this long, so no figure includes JIT warm-up. */
const WARM_UP_SECONDS = 2;

/** The `q`-quantile of ascending `sorted`, in whole milliseconds as autocannon reports them. */
const quantile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/** One slice of a shape: its answers' times, how many, and for how long. */
async function slice(options: autocannon.Options, seconds: number, times: number[]) {
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { connections: 50, ...options, duration: seconds },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requests: result.requests.total, seconds: (performance.now() - started) / 1000 };
}

/** Latency and throughput over a shape's slices. */
function summary(times: number[], requests: number, seconds: number): Latency {
  const sorted = times.sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    requestsPerSecond: requests / seconds,
  };
}

/**
 * A shape and the baseline, each warmed up, then driven in turns (`slices` of `seconds` each,
 * which goes first alternating), so both are measured on the same host: on a shared machine
 * the baseline's rate moved by 2x within an hour, and a baseline measured once, a minute before
 * a shape, moved the shape's share with it.
 */
export async function measureBeside(
  subject: autocannon.Options,
  baseline: autocannon.Options,
  { slices = 5, seconds = 2 } = {},
): Promise<{ subject: Latency; baseline: Latency }> {
  const sides = [subject, baseline].map((options) => ({
    options,
    times: [] as number[],
    requests: 0,
    seconds: 0,
  }));
  for (const { options } of sides) {
    await autocannon({ connections: 50, ...options, duration: WARM_UP_SECONDS });
  }
  for (let turn = 0; turn < slices; turn++) {
    for (const side of turn % 2 === 0 ? sides : [...sides].reverse()) {
      const done = await slice(side.options, seconds, side.times);
      side.requests += done.requests;
      side.seconds += done.seconds;
    }
  }
  const [measured, base] = sides.map((side) => summary(side.times, side.requests, side.seconds));
  return { subject: measured as Latency, baseline: base as Latency };
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
