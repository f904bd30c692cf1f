/**
 * Group commit (issue 36): items that arrive within `windowMs` of the first, or while a write
 * is under way, are stored together by one write, so a busy chat pays one transaction for many
 * messages and a quiet one at most `windowMs` of waiting. Each caller's promise settles once
 * its own write has committed (or failed: every caller of a failed write hears the error).
 * `write` answers one result per item, in order.
 */
export function groupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  { maxBatch = 100, windowMs = 0 }: { maxBatch?: number; windowMs?: number } = {},
) {
  interface Waiting {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, windowMs));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as O));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
