import type { Case } from './case';

/** Numbers beyond their PostgreSQL column. */
export const numberCases: Case[] = [
  {
    name: 'filter_user_by_social minFollowers',
    who: 'paid',
    method: 'POST',
    url: '/api/filter_user_by_social/',
    payload: { socialMedia: 'Instagram', minFollowers: 3_000_000_000 },
    field: 'minFollowers',
  },
  {
    name: 'filter_user_by_social maxFollowers',
    who: 'paid',
    method: 'POST',
    url: '/api/filter_user_by_social/',
    payload: { socialMedia: 'Instagram', maxFollowers: '3000000000' },
    field: 'maxFollowers',
  },
  {
    name: 'social update id',
    who: 'paid',
    method: 'PUT',
    url: '/api/social_media/',
    payload: { updateid: 3_000_000_000, tags: [] },
    field: 'updateid',
  },
  {
    name: 'dialogue_spam id',
    who: 'paid',
    method: 'POST',
    url: '/api/dialogue_spam/',
    payload: { id: 3_000_000_000, spam: true },
    field: 'id',
  },
  {
    name: 'admin followers',
    who: 'admin',
    method: 'PUT',
    url: '/api/admin/update_socials/',
    payload: { id: 1, followers: 3_000_000_000 },
    field: 'followers',
  },
  {
    name: 'admin item id',
    who: 'admin',
    method: 'POST',
    url: '/api/admin/update_socials/',
    payload: { id: 3_000_000_000 },
    field: 'id',
  },
  {
    name: 'admin list offset',
    who: 'admin',
    method: 'GET',
    url: '/api/admin/list/contacts/?offset=100000000000000000000',
    field: 'offset',
  },
  {
    name: 'explore cursor',
    who: 'paid',
    method: 'GET',
    url: '/api/explore/?cursor=3000000000',
    field: 'cursor',
  },
];
