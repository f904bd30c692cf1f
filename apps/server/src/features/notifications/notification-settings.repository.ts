import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationSettings } from '../../db/schema';

export interface NotificationChoices {
  emailUnread: boolean;
  emailVerification: boolean;
  dealUpdates: boolean;
  readReceipts: boolean;
  campaignUpdates: boolean;
  campaignsWeekly: boolean;
}

/** A user without a row hears about everything. */
export const DEFAULT_CHOICES: NotificationChoices = {
  emailUnread: true,
  emailVerification: true,
  dealUpdates: true,
  readReceipts: true,
  campaignUpdates: true,
  campaignsWeekly: false,
};

/** Each user's notification choices, one row per user once they have changed one. */
export function notificationSettingsRepository(db: Database) {
  return {
    async choicesOf(userId: number): Promise<NotificationChoices> {
      const [row] = await db
        .select({
          emailUnread: notificationSettings.emailUnread,
          emailVerification: notificationSettings.emailVerification,
          dealUpdates: notificationSettings.dealUpdates,
          readReceipts: notificationSettings.readReceipts,
          campaignUpdates: notificationSettings.campaignUpdates,
          campaignsWeekly: notificationSettings.campaignsWeekly,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row ?? DEFAULT_CHOICES;
    },

    async change(userId: number, changes: Partial<NotificationChoices>) {
      if (Object.keys(changes).length === 0) return;
      await db
        .insert(notificationSettings)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: changes });
    },

    /** Records an unread-message e-mail that named messages up to `through`. */
    async markUnreadMailed(userId: number, through: number, at: Date) {
      await db
        .insert(notificationSettings)
        .values({ userId, unreadMailedAt: at, unreadMailedThrough: through })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: {
            unreadMailedAt: at,
            unreadMailedThrough: sql`greatest(${notificationSettings.unreadMailedThrough}, ${through})`,
          },
        });
    },
  };
}

export type NotificationSettingsRepository = ReturnType<typeof notificationSettingsRepository>;
