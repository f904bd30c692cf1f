/**
 * The address itself when it is an absolute http(s) URL, otherwise undefined. The server only
 * stores such links; this second check keeps a `javascript:` address from ever becoming a link.
 */
export function safeHref(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Attributes of every link that leaves the site: a new tab that cannot reach back. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
