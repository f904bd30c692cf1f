import { useSyncExternalStore } from 'react';
import { SUSPENDED_NOTICE } from '@partnerly/shared';

/**
 * The suspension an open tab learned of (issue 29): the server's message with the admin's
 * reason. Kept for the tab (session storage), so a reload still tells the member why.
 */
const KEY = 'partnerly-suspended';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let current = typeof window === 'undefined' ? null : read();

function show(next: string | null) {
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, next);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the notice lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

/** Whether a server message says the account was suspended. */
export const isSuspendedMessage = (message: string | undefined): message is string =>
  message?.startsWith(SUSPENDED_NOTICE) ?? false;

export const reportSuspension = (message: string) => show(message);
export const dismissSuspension = () => show(null);

/** The suspension message to show over every page, or null. */
export function useSuspension(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
