import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@partnerly/shared';
import type { VapidKeys } from '../../config';
import type { PushEndpointPolicy } from './push-endpoints';
import type { PushSubscriptionKeys } from './push-subscriptions.repository';

/**
 * What became of one push: delivered, gone for good (remove it), refused by our own rules
 * (not a push service, or an internal address: remove it too), or failed for now.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

/** A push service that does not answer within this is tried again later. */
const PUSH_TIMEOUT_MS = 10_000;
/** A push older than a day is no news: the push service may drop it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Posts and answers the status; the socket is refused before it opens for an internal address. */
function post(
  endpoint: string,
  details: webpush.RequestDetails,
  agent: ReturnType<PushEndpointPolicy['agentFor']>,
): Promise<number | 'refused' | undefined> {
  const send = endpoint.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      endpoint,
      {
        method: details.method,
        headers: details.headers as Record<string, string>,
        agent,
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', (error) =>
      resolve(/is not allowed/.test(error.message) ? 'refused' : undefined),
    );
    request.end(details.body);
  });
}

/**
 * Web push (RFC 8030/8291/8292): web-push encrypts the payload for the subscription and signs
 * the VAPID header; the request goes out only to an allowed push service's public address
 * (docs/decisions/030), checked again here because DNS may answer otherwise than at subscribe.
 */
export function pushSender({ vapid, policy }: { vapid: VapidKeys; policy: PushEndpointPolicy }) {
  return {
    async send(subscription: PushSubscriptionKeys, payload: PushPayload): Promise<PushOutcome> {
      if (policy.problemWith(subscription.endpoint)) return 'refused';
      const details = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const status = await post(
        subscription.endpoint,
        details,
        policy.agentFor(subscription.endpoint),
      );
      if (status === 'refused') return 'refused';
      if (status === undefined) return 'failed';
      if (status === 404 || status === 410) return 'gone';
      return status >= 200 && status < 300 ? 'sent' : 'failed';
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
