import type { FeatureModule } from '../../modules/feature-module';
import { adminRepository, type AdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { auditRepository, type AuditRepository } from './audit.repository';
import { socialReviewService, type SocialReviewService } from './social-review.service';

declare module '../../modules/registry' {
  interface Services {
    audit: AuditRepository;
    admin: AdminRepository;
    socialReview: SocialReviewService;
  }
}

export const adminModule: FeatureModule = {
  name: 'admin',
  services: {
    audit: ({ db }) => auditRepository(db),
    admin: ({ db }) => adminRepository(db),
    socialReview: socialReviewService,
  },
  publishes: ['social.verified'],
  routes: () => [adminRoutes],
};
