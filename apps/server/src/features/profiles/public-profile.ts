import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '@partnerly/shared';
import { subscriptions, users } from '../../db/schema';

/**
 * The rule for a public profile, for queries that join `subscriptions` to `users`: its owner
 * shows it and pays for it. A deleted account has no row left to match. The page, the sitemap
 * and explore all use this one condition, so they can never disagree about who is public.
 */
export const isPublicProfile = and(
  eq(users.isVisible, true),
  isNull(users.suspendedAt),
  inArray(subscriptions.status, [...ACTIVE_STATUSES]),
);
