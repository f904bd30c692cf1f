import { useSyncExternalStore } from 'react';
import type { Plan } from '@partnerly/shared';

/** Why the upgrade prompt opened: what the user tried, and the plan they are on. */
export interface UpgradeRequest {
  /** One sentence naming the locked feature: "Contacting people is part of Full Access." */
  reason: string;
  plan: Exclude<Plan, 'full'>;
}

// One prompt for the whole app, opened from hooks and handlers anywhere (a Contact button, a
// locked tab) and drawn once by <UpgradePrompt /> in the providers.
let current: UpgradeRequest | null = null;
const listeners = new Set<() => void>();

function show(next: UpgradeRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const openUpgradePrompt = (request: UpgradeRequest) => show(request);
export const closeUpgradePrompt = () => show(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open prompt's request, or null while it is closed. */
export function useUpgradeRequest(): UpgradeRequest | null {
  // Closed on the server: a server-rendered page hydrates with it closed (decision 013).
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
