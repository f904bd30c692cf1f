import { accountModule } from './features/account/account.module';
import { adminModule } from './features/admin/admin.module';
import { adsModule } from './features/ads/ads.module';
import { analyticsModule } from './features/analytics/analytics.module';
import { audienceModule } from './features/audience/audience.module';
import { authModule } from './features/auth/auth.module';
import { campaignsModule } from './features/campaigns/campaigns.module';
import { billingModule } from './features/billing/billing.module';
import { chatModule } from './features/chat/chat.module';
import { connectionsModule } from './features/connections/connections.module';
import { contactModule } from './features/contact/contact.module';
import { dealsModule } from './features/deals/deals.module';
import { proofModule } from './features/proof/proof.module';
import { earningsModule } from './features/earnings/earnings.module';
import { ratesModule } from './features/rates/rates.module';
import { trackRecordModule } from './features/track-record/track-record.module';
import { resultsModule } from './features/results/results.module';
import { exploreModule } from './features/explore/explore.module';
import { kitModule } from './features/kit/kit.module';
import { healthModule } from './features/health/health.module';
import { linksModule } from './features/links/links.module';
import { listsModule } from './features/lists/lists.module';
import { mediaModule } from './features/media/media.module';
import { notificationsModule } from './features/notifications/notifications.module';
import { packagesModule } from './features/packages/packages.module';
import { promoModule } from './features/promo/promo.module';
import { profilesModule } from './features/profiles/profiles.module';
import { reportsModule } from './features/reports/reports.module';
import { reviewsModule } from './features/reviews/reviews.module';
import { searchModule } from './features/search/search.module';
import { socialsModule } from './features/socials/socials.module';
import { usersModule } from './features/users/users.module';
import type { FeatureModule } from './modules/feature-module';

/**
 * Every server feature, in the order its routes are registered: a new feature is one line.
 * Services are built in whatever order they need each other.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  usersModule,
  healthModule,
  contactModule,
  reportsModule,
  listsModule,
  packagesModule,
  authModule,
  accountModule,
  billingModule,
  promoModule,
  adminModule,
  mediaModule,
  profilesModule,
  kitModule,
  socialsModule,
  connectionsModule,
  audienceModule,
  linksModule,
  adsModule,
  searchModule,
  exploreModule,
  chatModule,
  notificationsModule,
  analyticsModule,
  dealsModule,
  proofModule,
  earningsModule,
  ratesModule,
  trackRecordModule,
  resultsModule,
  reviewsModule,
  campaignsModule,
];
