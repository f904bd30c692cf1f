import { withServices, type FeatureModule } from '../../modules/feature-module';
import { accountExportRepository } from './account-export.repository';
import { accountRoutes } from './account.routes';
import { accountService } from './account.service';

declare module '../../modules/registry' {
  interface Services {
    account: ReturnType<typeof accountService>;
  }
}

export const accountModule: FeatureModule = {
  name: 'account',
  services: {
    account: ({
      users,
      billing,
      codes,
      sessions,
      profiles,
      chat,
      dealChat,
      twoFactor,
      events,
      results,
      db,
    }) =>
      accountService({
        users,
        billing,
        codes,
        sessions,
        profiles,
        chat,
        dealChat,
        twoFactor,
        events,
        db,
        exports: accountExportRepository(db),
        results,
      }),
  },
  publishes: ['account.email-changed', 'account.password-changed'],
  routes: (services) => [withServices(accountRoutes, services)],
};
