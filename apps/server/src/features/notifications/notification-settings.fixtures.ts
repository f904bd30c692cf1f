import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/factories';

/** A new member's notification settings: every notice on but the weekly campaigns mail. */
export const NEW_MEMBER_SETTINGS = {
  email_unread: true,
  email_verification: true,
  deal_updates: true,
  read_receipts: true,
  campaign_updates: true,
  campaigns_weekly: false,
};

/** The notification settings as the member signed in with `access` reads them. */
export const settingsOf = (app: FastifyInstance, access: string) =>
  app.inject({ url: '/api/notification-settings/', headers: bearer(access) }).then((r) => r.json());
