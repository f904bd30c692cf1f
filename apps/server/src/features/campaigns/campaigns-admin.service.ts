import type { Campaign } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { AuditLog } from '../../lib/audit-log';
import { notFound } from '../../lib/errors';
import { campaignsRepository, type CampaignRow } from './campaigns.repository';
import { closeCampaign, type CampaignsService } from './campaigns.service';

type Admin = { id: number; username: string };

/** What admins do to campaigns: close one with a reason, audited (issue 35). */
export function campaignsAdminService({
  db,
  audit,
  campaigns,
}: {
  db: Database;
  audit: AuditLog;
  campaigns: Pick<CampaignsService, 'present'>;
}) {
  /**
   * An admin closes a campaign with a reason, audited, inside `tx` (a report's removal joins
   * it to its own audit line). Everything it reads goes through `tx`: on the embedded
   * database a read on the pool would wait for the transaction holding the one connection.
   */
  async function closeByAdminIn(
    tx: Tx,
    admin: Admin,
    id: number,
    reason: string,
  ): Promise<CampaignRow> {
    const row = await campaignsRepository(tx).find(id);
    if (!row) throw notFound();
    const changed = await closeCampaign(tx, row, reason);
    await audit.record(
      { admin, action: 'campaign.close', target: `campaign:${id}`, details: { reason } },
      tx,
    );
    return changed;
  }

  return {
    closeByAdminIn,

    /** POST api/admin/campaigns/{id}/close/: an admin closes one with a reason, audited. */
    async closeByAdmin(admin: Admin, id: number, reason: string): Promise<Campaign> {
      const closed = await inTransaction(db, (tx) => closeByAdminIn(tx, admin, id, reason));
      return (await campaigns.present([closed]))[0] as Campaign;
    },
  };
}

export type CampaignsAdminService = ReturnType<typeof campaignsAdminService>;
