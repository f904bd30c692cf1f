import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  MESSAGES,
  type AdminList,
  type addUserSchema,
  type createPromoSchema,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { PromoService } from '../promo/promo.service';
import type { UsersService } from '../users/users.service';
import {
  presentAcceptedSocial,
  presentAdminData,
  presentContact,
  presentCreatedPromo,
  presentCreatedUser,
  presentManualSocial,
  presentPage,
  presentPromoCode,
  presentSocial,
  type AdminPage,
} from './admin.presenter';
import { adminRepository } from './admin.repository';
import { auditRepository } from './audit.repository';
import type { SocialReviewService } from './social-review.service';

type Admin = { id: number; username: string };

/**
 * The admin console's rules: its lists as the console reads them, and every change with its
 * audit entry (in the change's transaction where the change is the admin feature's own).
 */
export function adminService({
  db,
  promo,
  users,
  socialReview,
}: {
  db: Database;
  promo: Pick<PromoService, 'create' | 'delete'>;
  users: Pick<UsersService, 'refuseTaken' | 'create'>;
  socialReview: SocialReviewService;
}) {
  const admin = adminRepository(db);
  const audit = auditRepository(db);
  /** Changes one row of the admin's own tables and audits it, together; 404 when none. */
  const changeAudited = (
    by: Admin,
    change: (repository: ReturnType<typeof adminRepository>) => Promise<boolean>,
    entry: { action: string; target: string; details?: Record<string, unknown> },
  ) =>
    inTransaction(db, async (tx) => {
      if (!(await change(adminRepository(tx)))) throw notFound();
      await auditRepository(tx).record({ admin: by, ...entry });
    });

  /** Each list's page at `offset`, as the console reads it. */
  const pages = {
    contacts: async (offset: number) =>
      presentPage(await admin.lists.contacts(offset), presentContact),
    promo_codes: async (offset: number) =>
      presentPage(await admin.lists.promo_codes(offset), presentPromoCode),
    manule_socials: async (offset: number) =>
      presentPage(await admin.lists.manualSocials(offset), presentManualSocial),
    socials: async (offset: number) =>
      presentPage(await admin.lists.socials(offset), presentSocial),
  } satisfies Record<AdminList, (offset: number) => Promise<AdminPage<unknown>>>;

  return {
    /** The first page of every list (GET api/admin/data/). */
    async data() {
      const [contacts, promoCodes, manualSocials, socials] = await Promise.all([
        pages.contacts(0),
        pages.promo_codes(0),
        pages.manule_socials(0),
        pages.socials(0),
      ]);
      return presentAdminData({
        contacts,
        promo_codes: promoCodes,
        manule_socials: manualSocials,
        socials,
      });
    },

    page: (list: AdminList, offset: number) => pages[list](offset),

    deleteContact: (by: Admin, id: number) =>
      changeAudited(by, (repository) => repository.deleteContact(id), {
        action: 'contact.delete',
        target: `contact:${id}`,
      }),

    async createPromo(
      by: Admin,
      { name, expDate, amount, percent, email }: z.output<typeof createPromoSchema>,
    ) {
      const created = await promo.create({
        code: name,
        expiresOn: expDate,
        amount,
        percent,
        email: email || null,
      });
      if (!created) throw fieldError('name', MESSAGES.promoCodeTaken);
      await audit.record({
        admin: by,
        action: 'promo.create',
        target: `promo:${created.id}`,
        details: { code: created.code, amount, expDate },
      });
      return presentCreatedPromo(created);
    },

    async deletePromo(by: Admin, id: number) {
      if (!(await promo.delete(id))) throw notFound();
      await audit.record({ admin: by, action: 'promo.delete', target: `promo:${id}` });
    },

    async acceptSocial(by: Admin, id: number, followers: number) {
      const social = await socialReview.accept(by, id, followers);
      if (!social) throw notFound();
      return presentAcceptedSocial(social);
    },

    async declineSocial(by: Admin, id: number) {
      if (!(await socialReview.decline(by, id))) throw notFound();
    },

    updateFollowers: (by: Admin, id: number, followers: number) =>
      changeAudited(by, (repository) => repository.updateFollowers(id, followers), {
        action: 'social.update',
        target: `social:${id}`,
        details: { followers },
      }),

    deleteSocial: (by: Admin, id: number) =>
      changeAudited(by, (repository) => repository.deleteSocial(id), {
        action: 'social.delete',
        target: `social:${id}`,
      }),

    /** A new account with a password shown to the admin once. */
    async addUser(by: Admin, { username, email }: z.output<typeof addUserSchema>) {
      await users.refuseTaken({ username, email });
      // 24 characters from a secure source: about 144 bits.
      const password = randomBytes(18).toString('base64url');
      const user = await users.create({
        username,
        email,
        passwordHash: await hashPassword(password),
      });
      await audit.record({ admin: by, action: 'user.create', target: `user:${user.username}` });
      return presentCreatedUser(user, password);
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
