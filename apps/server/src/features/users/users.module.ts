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
  services: { users: ({ db, events }) => usersService(usersRepository(db), events) },
  publishes: ['user.changed'],
  subscribers: {
    'user.changed':
      ({ users }) =>
      ({ userId }) =>
        users.forget(userId),
    'user.suspended':
      ({ users }) =>
      ({ userId }) =>
        users.forget(userId),
  },
};
