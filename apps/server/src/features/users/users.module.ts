import type { FeatureModule } from '../../modules/feature-module';
import { usersRepository } from './users.repository';
import { usersService, type UsersService } from './users.service';

declare module '../../modules/registry' {
  interface Services {
    users: UsersService;
  }
}

export const usersModule: FeatureModule = {
  name: 'users',
  services: { users: ({ db }) => usersService(usersRepository(db)) },
};
