import webpush from 'web-push';
import type { PushPayload } from '@partnerly/shared';
import type { VapidKeys } from '../../config';
import type { PushSubscriptionKeys } from './push-subscriptions.repository';

/** What became of one push: delivered, gone for good (remove it), or failed for now. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A push service that does not answer within this is tried again later. */
const PUSH_TIMEOUT_MS = 10_000;
/** A push older than a day is no news: the push service may drop it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Web push (RFC 8030/8291/8292): web-push encrypts the payload for the subscription and signs
 * the VAPID header; the request goes out through fetch, which gives it a deadline.
 */
export function pushSender(vapid: VapidKeys) {
  return {
    async send(subscription: PushSubscriptionKeys, payload: PushPayload): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      }).catch(() => undefined);
      if (!response) return 'failed';
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
