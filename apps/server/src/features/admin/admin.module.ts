import { withServices, type FeatureModule } from '../../modules/feature-module';
import { adminRepository, type AdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { adminService, type AdminService } from './admin.service';
import { auditRepository, type AuditRepository } from './audit.repository';
import { socialReviewService, type SocialReviewService } from './social-review.service';

declare module '../../modules/registry' {
  interface Services {
    audit: AuditRepository;
    admin: AdminRepository;
    socialReview: SocialReviewService;
    /** The admin console's lists and changes, audited. */
    adminConsole: AdminService;
  }
}

export const adminModule: FeatureModule = {
  name: 'admin',
  services: {
    audit: ({ db }) => auditRepository(db),
    admin: ({ db }) => adminRepository(db),
    socialReview: socialReviewService,
    adminConsole: adminService,
  },
  publishes: ['social.verified'],
  routes: (services) => [withServices(adminRoutes, services)],
};
