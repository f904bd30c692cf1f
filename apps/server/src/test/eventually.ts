/**
 * Polls `probe` until it returns something other than undefined, null or false, and returns it;
 * throws after `timeoutMs`. For work that happens after a request (jobs), without sleeping a
 * fixed time.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined && found !== null && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
