import { z } from 'zod';
import { requiredText } from './fields';

/** GET and PUT /api/notification-settings/: which e-mails a member gets. */
export interface NotificationSettingsData {
  email_unread: boolean;
  email_verification: boolean;
  /** Push and e-mail when a deal waits for the member (issue 32). */
  deal_updates: boolean;
  /** "Seen" both ways: off, the member neither sends nor sees read receipts (issue 34). */
  read_receipts: boolean;
  /** Push and e-mail of new applications (a digest) and of decisions on one's own (issue 35). */
  campaign_updates: boolean;
  /** The weekly "Campaigns for you" e-mail; off by default. */
  campaigns_weekly: boolean;
}

/** PUT /api/notification-settings/: either field, or both. */
export const notificationSettingsSchema = z
  .object({
    email_unread: z.boolean({ error: 'Send true or false.' }).optional(),
    email_verification: z.boolean({ error: 'Send true or false.' }).optional(),
    deal_updates: z.boolean({ error: 'Send true or false.' }).optional(),
    read_receipts: z.boolean({ error: 'Send true or false.' }).optional(),
    campaign_updates: z.boolean({ error: 'Send true or false.' }).optional(),
    campaigns_weekly: z.boolean({ error: 'Send true or false.' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message:
      'Send email_unread, email_verification, deal_updates, read_receipts, campaign_updates or campaigns_weekly.',
    path: ['email_unread'],
  });
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** Push services' endpoints are long (FCM's run past 200 characters) but bounded. */
const PUSH_ENDPOINT_MAX = 1000;

const pushEndpointSchema = requiredText(PUSH_ENDPOINT_MAX).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'Send the push service address of the subscription.');

/** POST /api/push/subscriptions/: a browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: requiredText(200).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Send the key in base64url.'),
    auth: requiredText(100).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Send the key in base64url.'),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions/: this browser stops getting pushes. */
export const pushEndpointBodySchema = z.object({ endpoint: pushEndpointSchema });

/** GET /api/push/key/: the VAPID public key browsers subscribe with. */
export interface PushKeyData {
  public_key: string;
}

/** What a push carries to the service worker, which shows it as a notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  /** Pushes with one tag replace each other: one notification per conversation. */
  tag: string;
}
