import type {
  NotificationSettingsData,
  NotificationSettingsInput,
  PushKeyData,
  PushSubscriptionInput,
} from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export const notificationSettingsKey = ['notification-settings'] as const;

/** GET /api/notification-settings/. */
export function fetchNotificationSettings(): Promise<NotificationSettingsData> {
  return apiRequest('/api/notification-settings/');
}

/** PUT /api/notification-settings/: either choice; answers both as stored. */
export function saveNotificationSettings(
  changes: NotificationSettingsInput,
): Promise<NotificationSettingsData> {
  return apiRequest('/api/notification-settings/', { method: 'PUT', body: changes });
}

/** GET /api/push/key/: the key this browser subscribes with. */
export function fetchPushKey(): Promise<PushKeyData> {
  return apiRequest('/api/push/key/');
}

/** POST /api/push/subscriptions/: this browser gets pushes for the signed-in member. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<unknown> {
  return apiRequest('/api/push/subscriptions/', { method: 'POST', body: subscription });
}

/** DELETE /api/push/subscriptions/: this browser stops getting them. */
export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/api/push/subscriptions/', { method: 'DELETE', body: { endpoint } });
}
