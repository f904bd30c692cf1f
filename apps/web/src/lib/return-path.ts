import { useHydrated } from './use-hydrated';

/** The query parameter the sign-in pages return to after a session starts (issue 53). */
export const RETURN_PARAM = 'next';

/**
 * `raw` as a path of this site, or undefined: only an absolute path ("/mayaskin?request=3")
 * passes, never another site ("//evil.example", "/\\evil.example", "https://…", "javascript:")
 * nor control characters, so a crafted sign-in link cannot send a member away (no open
 * redirect). Resolved against a fixed origin: what resolves elsewhere is refused.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.includes('\\')) return undefined;
  // Control characters: browsers drop tabs and newlines, so "/\t/evil.example" is "//evil…".
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return undefined;
  }
  const base = 'https://partnerly.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe return path of the current address's `next`, if any. */
export const currentReturnPath = (): string | undefined =>
  typeof window === 'undefined'
    ? undefined
    : safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));

/** `page` (a sign-in or sign-up path) returning to `to` once the session starts. */
export const withReturn = (page: string, to: string) =>
  `${page}?${RETURN_PARAM}=${encodeURIComponent(to)}`;

/**
 * The safe return path once the page runs (undefined while a prerendered sign-in page hydrates,
 * which was rendered without one): for links and words that carry the way back.
 */
export function useReturnPath(): string | undefined {
  return useHydrated() ? currentReturnPath() : undefined;
}
