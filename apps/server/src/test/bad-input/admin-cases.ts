import { NUL } from './case';
import type { Case } from './case';

/** The admin console. */
export const adminCases: Case[] = [
  {
    name: 'admin create-promo name',
    who: 'admin',
    method: 'POST',
    url: '/api/admin/create-promo/',
    payload: { name: NUL },
    field: 'name',
  },
  {
    name: 'admin add-user email',
    who: 'admin',
    method: 'POST',
    url: '/api/admin/add-user/',
    payload: { username: 'added_one', email: `c${NUL}@example.com` },
    field: 'email',
  },
];
