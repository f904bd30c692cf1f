import { describe, expect, it } from 'vitest';
import type { AdminData, AdminSocial } from '@partnerly/shared';
import {
  appendAdminPage,
  enqueueAdminItem,
  prependAdminItem,
  removeAdminItem,
} from './admin-cache';

const social = (id: number): AdminSocial => ({
  id,
  username: `user${id}`,
  update_date: '2025-01-01T00:00:00.000Z',
  link: `https://x.com/user${id}`,
  followers: id * 100,
});

const data = (socials: AdminSocial[], total: number): AdminData => ({
  contacts: [],
  promo_codes: [],
  manule_socials: [],
  socials,
  totals: { contacts: 0, promo_codes: 0, manule_socials: 0, socials: total },
});

describe('admin list cache', () => {
  it('removes an item and counts one fewer, and ignores an unknown id', () => {
    const before = data([social(1), social(2)], 120);
    const after = removeAdminItem(before, 'socials', 1);
    expect(after.socials.map((item) => item.id)).toEqual([2]);
    expect(after.totals.socials).toBe(119);
    expect(removeAdminItem(after, 'socials', 99)).toBe(after);
  });

  it('appends the next page without repeating rows already shown', () => {
    const after = appendAdminPage(data([social(1), social(2)], 4), 'socials', {
      items: [social(2), social(3), social(4)],
      total: 4,
    });
    expect(after.socials.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(after.totals.socials).toBe(4);
  });

  it('stops offering more when a page brings nothing new', () => {
    const after = appendAdminPage(data([social(1)], 5), 'socials', { items: [], total: 5 });
    expect(after.totals.socials).toBe(1);
  });

  it('puts a created item first and counts it', () => {
    const after = prependAdminItem(data([social(1)], 1), 'socials', social(7));
    expect(after.socials.map((item) => item.id)).toEqual([7, 1]);
    expect(after.totals.socials).toBe(2);
  });

  it('queues an item at the end when the whole list is shown, otherwise only counts it', () => {
    const whole = enqueueAdminItem(data([social(1)], 1), 'socials', social(9));
    expect(whole.socials.map((item) => item.id)).toEqual([1, 9]);
    expect(whole.totals.socials).toBe(2);

    const partial = enqueueAdminItem(data([social(1)], 80), 'socials', social(9));
    expect(partial.socials.map((item) => item.id)).toEqual([1]);
    expect(partial.totals.socials).toBe(81);
  });
});
