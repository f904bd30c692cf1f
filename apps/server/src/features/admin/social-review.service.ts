import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { adminRepository } from './admin.repository';
import { auditRepository } from './audit.repository';

type Admin = { id: number; username: string };

/**
 * The admin's verdict on a manually submitted social (admin Socials queue): the change, its
 * audit entry and the mail to the member (queued by the notifications feature) are stored in
 * one transaction, so a verdict never goes unannounced or unaudited.
 */
export function socialReviewService({ db, events }: { db: Database; events: EventBus }) {
  return {
    /** Verifies the pending account with its follower count; undefined when none is pending. */
    accept: (admin: Admin, id: number, followers: number) =>
      inTransaction(db, async (tx) => {
        const social = await adminRepository(tx).acceptManualSocial(id, followers);
        if (!social) return undefined;
        await auditRepository(tx).record({
          admin,
          action: 'social.accept',
          target: `manual_social:${id}`,
          details: { social: social.id, followers },
        });
        await events.publishWithin(tx, 'social.verified', {
          userId: social.userId,
          platform: social.platform,
          accepted: true,
          followers: social.followers,
        });
        return social;
      }),

    /** Declines the pending account; false when none is pending. */
    decline: (admin: Admin, id: number) =>
      inTransaction(db, async (tx) => {
        const declined = await adminRepository(tx).declineManualSocial(id);
        if (!declined) return false;
        await auditRepository(tx).record({
          admin,
          action: 'social.decline',
          target: `manual_social:${id}`,
        });
        await events.publishWithin(tx, 'social.verified', {
          userId: declined.userId,
          platform: declined.platform,
          accepted: false,
          followers: null,
        });
        return true;
      }),
  };
}

export type SocialReviewService = ReturnType<typeof socialReviewService>;
