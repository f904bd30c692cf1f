/**
 * A page's code lives in chunks named by their content; after a deploy the old names are gone,
 * so a tab opened before it fails to load the next page. Reloading once fetches the new page
 * and its new chunk names. A reload in the last half minute means the failure is not a stale
 * page (the server or the network is down), so the error screen shows instead of looping.
 */
const RELOADED_AT = 'partnerly:stale-chunk-reload';
const RELOAD_WINDOW_MS = 30_000;

/** What browsers say when a dynamic import or its CSS cannot be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** True (and the reload started) when a stale page may reload itself now. */
export function reloadOnceForStaleChunk(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (!isChunkLoadFailure(error)) return false;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}
