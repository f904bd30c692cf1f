import type { NotificationSettingsData, NotificationSettingsInput } from '@partnerly/shared';
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
