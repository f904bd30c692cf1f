import type { PushKeyData, PushSubscriptionInput } from '@partnerly/shared';
import { apiRequest } from './api-client';
import { getAccessToken } from './session';

const SUBSCRIPTIONS = '/api/push/subscriptions/';

const fetchPushKey = (): Promise<PushKeyData> => apiRequest('/api/push/key/');

const savePushSubscription = (subscription: PushSubscriptionInput): Promise<unknown> =>
  apiRequest(SUBSCRIPTIONS, { method: 'POST', body: subscription });

const deletePushSubscription = (endpoint: string): Promise<unknown> =>
  apiRequest(SUBSCRIPTIONS, { method: 'DELETE', body: { endpoint } });

/** Whether this browser can receive pushes at all (a secure page with a service worker). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, or undefined when none controls the app (yet). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** This browser's current push subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | undefined> {
  if (!pushSupported()) return undefined;
  return (await (await registration())?.pushManager.getSubscription()) ?? undefined;
}

/** The base64url key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export type PushOutcome = 'on' | 'denied' | 'unavailable';

/**
 * Asks for permission (only now, when the member turned pushes on), subscribes this browser
 * and tells the server. 'denied' when the member or the browser said no.
 */
export async function turnOnPush(): Promise<PushOutcome> {
  const worker = pushSupported() ? await registration() : undefined;
  if (!worker) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { public_key } = await fetchPushKey();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(public_key),
  });
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

/** Unsubscribes this browser, here and on the server. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}

/**
 * At logout: this device stops getting the member's pushes, so the next person on it does
 * not see them. The token is read now, before logout forgets it; the push service drops the
 * endpoint when the browser unsubscribes, so a lost DELETE still ends in a 410 and removal.
 */
export function forgetPushOnThisDevice(): void {
  if (!pushSupported()) return;
  const token = getAccessToken();
  currentPushSubscription()
    .then(async (subscription) => {
      if (!subscription) return;
      if (token) {
        fetch(SUBSCRIPTIONS, {
          method: 'DELETE',
          keepalive: true,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        }).catch(() => undefined);
      }
      await subscription.unsubscribe();
    })
    .catch(() => undefined);
}
