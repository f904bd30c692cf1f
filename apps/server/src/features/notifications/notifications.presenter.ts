import type { NotificationSettingsData } from '@partnerly/shared';
import type { NotificationChoices } from './notification-settings.repository';

export const presentNotificationSettings = (
  choices: NotificationChoices,
): NotificationSettingsData => ({
  email_unread: choices.emailUnread,
  email_verification: choices.emailVerification,
  deal_updates: choices.dealUpdates,
  read_receipts: choices.readReceipts,
  campaign_updates: choices.campaignUpdates,
  campaigns_weekly: choices.campaignsWeekly,
});
