/**
 * A Contact or Request pressed without Full Access is remembered for this tab, so the member
 * who upgrades next lands in that conversation with the message typed (issue 29). Session
 * storage: it survives the payment provider's round trip in the same tab and nothing else.
 */
const KEY = 'partnerly-contact-after-upgrade';

/** A remembered contact older than this is forgotten: the member has moved on. */
const KEEP_MS = 60 * 60 * 1000;

export interface PendingContact {
  username: string;
  draft?: string;
}

export function rememberContact(contact: PendingContact) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...contact, at: Date.now() }));
  } catch {
    // Storage refused (private mode, quota): the member starts the chat again by hand.
  }
}

/** The remembered contact, if any (forgetPendingContact once it is used). */
export function peekPendingContact(): PendingContact | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (!stored) return undefined;
    const { username, draft, at } = JSON.parse(stored) as PendingContact & { at: number };
    return Date.now() - at < KEEP_MS ? { username, draft } : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPendingContact() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored where storage is refused.
  }
}
