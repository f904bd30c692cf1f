import { withServices, type FeatureModule } from '../../modules/feature-module';
import { contactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';

declare module '../../modules/registry' {
  interface Services {
    contacts: ReturnType<typeof contactRepository>;
  }
}

export const contactModule: FeatureModule = {
  name: 'contact',
  services: { contacts: ({ db }) => contactRepository(db) },
  routes: (services) => [withServices(contactRoutes, services)],
};
