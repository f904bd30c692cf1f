import {
  AD_IMAGE_SIZE,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignRequest,
  type CampaignsPage,
  type campaignsQuerySchema,
} from '@partnerly/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import { reencodeSquareJpeg } from '../../lib/images';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { MediaService } from '../media/media.service';
import type { User } from '../users/user';
import { applicationsRepository } from './applications.repository';
import type { CampaignJobs } from './campaign-job-payloads';
import { presentCampaignPage, type CampaignPage } from './campaign-page.presenter';
import { presentCampaign } from './campaigns.presenter';
import {
  campaignsRepository,
  type CampaignChanges,
  type CampaignRow,
} from './campaigns.repository';

type CampaignsQuery = z.output<typeof campaignsQuerySchema>;

const DAY_MS = 24 * 60 * 60_000;
/** Applications close at the end of the apply-by day (UTC). */
export const closesAt = (applyBy: string) => new Date(Date.parse(`${applyBy}T00:00:00Z`) + DAY_MS);
const today = () => clockNow().toISOString().slice(0, 10);

/** Closes an open campaign (409 when it is not open): by its owner, or an admin's `reason`. */
export async function closeCampaign(db: Database, row: CampaignRow, reason: string | null) {
  const closed = await campaignsRepository(db).setState(row.id, 'open', {
    state: 'closed',
    closedAt: clockNow(),
    closedReason: reason,
  });
  if (!closed) throw conflict(CAMPAIGN_MESSAGES.notOpen);
  return closed;
}

export interface CampaignsDependencies {
  db: Database;
  media: Pick<MediaService, 'store' | 'releaseIfUnused'>;
  jobs: Pick<JobQueue<CampaignJobs>, 'enqueue'>;
  publicUrl: string;
}

/**
 * Campaigns (issue 35, item 1): a Full Access member's brief, changed while a draft, opened
 * (at most five at once), closed by its owner, an admin or its apply-by date.
 */
export function campaignsService({ db, media, jobs, publicUrl }: CampaignsDependencies) {
  const repository = campaignsRepository(db);

  async function present(rows: CampaignRow[]): Promise<Campaign[]> {
    const names = await repository.usernames(rows.map((row) => row.ownerId));
    const chosen = await applicationsRepository(db).chosen(rows.map((row) => row.id));
    return rows.map((row) =>
      presentCampaign(row, names.get(row.ownerId) ?? '', chosen.get(row.id) ?? 0),
    );
  }
  const presentOne = async (row: CampaignRow) => (await present([row]))[0] as Campaign;

  /** The member's own campaign; anyone else's is a 404. */
  async function owned(me: User, id: number): Promise<CampaignRow> {
    const row = await repository.find(id);
    if (!row || row.ownerId !== me.id) throw notFound();
    return row;
  }

  /** Whether anyone may see it: open, and its owner not suspended. */
  const isPublic = async (row: CampaignRow) =>
    row.state === 'open' && !(await repository.ownerSuspended(row.ownerId));

  /**
   * Whether its page shows: open, or closed by its owner, its date or its last choice (an
   * admin's closing removes it), and its owner not suspended.
   */
  const isShown = async (row: CampaignRow) =>
    (row.state === 'open' || (row.state === 'closed' && row.closedReason === null)) &&
    !(await repository.ownerSuspended(row.ownerId));

  async function changesOf(input: CampaignRequest, coverHash: string | null) {
    return {
      title: input.title,
      brief: input.brief,
      coverHash,
      platforms: input.platforms,
      content: input.content,
      countries: input.countrys,
      tags: input.tags,
      minFollowers: input.min_followers,
      maxFollowers: input.max_followers,
      budgetKind: input.budget.kind,
      budgetMin: input.budget.min,
      budgetMax: input.budget.max,
      wanted: input.wanted,
      applyBy: input.apply_by,
      gifting: input.gifting,
    } satisfies CampaignChanges;
  }

  const coverOf = async (cover: string) =>
    media.store(await reencodeSquareJpeg(cover, AD_IMAGE_SIZE));

  return {
    present,
    owned,
    isPublic,

    /** POST api/campaigns/: a draft, up to CAMPAIGN_LIMITS.draftsPerMember of them (409). */
    async create(me: User, input: CampaignRequest): Promise<Campaign> {
      const tooMany = async (drafts: ReturnType<typeof campaignsRepository>) =>
        (await drafts.countDrafts(me.id)) >= CAMPAIGN_LIMITS.draftsPerMember;
      // Asked before the cover is stored, so a refused draft stores nothing.
      if (await tooMany(repository)) throw conflict(CAMPAIGN_MESSAGES.tooManyDrafts);
      const coverHash = input.cover ? await coverOf(input.cover) : null;
      const changes = await changesOf(input, coverHash);
      const row = await inTransaction(db, async (tx) => {
        const campaigns = campaignsRepository(tx);
        // Held to the commit: two drafts saved at once are counted one after the other.
        await campaigns.lockOwner(me.id);
        if (await tooMany(campaigns)) return undefined;
        return campaigns.insert({ ownerId: me.id, ...changes });
      });
      if (!row) {
        if (coverHash) await media.releaseIfUnused(coverHash);
        throw conflict(CAMPAIGN_MESSAGES.tooManyDrafts);
      }
      return presentOne(row);
    },

    /** PUT api/campaigns/{id}/: a draft only; no `cover` keeps the stored one. */
    async update(me: User, id: number, input: CampaignRequest): Promise<Campaign> {
      const row = await owned(me, id);
      if (row.state !== 'draft') throw conflict(CAMPAIGN_MESSAGES.notDraft);
      const coverHash =
        input.cover === undefined ? row.coverHash : input.cover && (await coverOf(input.cover));
      const changed = await repository.updateDraft(id, await changesOf(input, coverHash));
      if (!changed) throw conflict(CAMPAIGN_MESSAGES.notDraft);
      if (row.coverHash && row.coverHash !== coverHash) {
        await media.releaseIfUnused(row.coverHash);
      }
      return presentOne(changed);
    },

    /** POST api/campaigns/{id}/open/: with its closing job, counted against the five. */
    async open(me: User, id: number): Promise<Campaign> {
      const row = await owned(me, id);
      if (row.state !== 'draft') throw conflict(CAMPAIGN_MESSAGES.notDraft);
      if (row.applyBy < today()) throw conflict(CAMPAIGN_MESSAGES.applyByPassed);
      const opened = await inTransaction(db, async (tx) => {
        const campaigns = campaignsRepository(tx);
        // Held to the commit: two campaigns opened at once are counted one after the other.
        await campaigns.lockOwner(me.id);
        if ((await campaigns.countOpen(me.id)) >= CAMPAIGN_LIMITS.openPerMember) {
          throw conflict(CAMPAIGN_MESSAGES.tooManyOpen);
        }
        const changed = await campaigns.setState(id, 'draft', {
          state: 'open',
          openedAt: clockNow(),
        });
        if (!changed) throw conflict(CAMPAIGN_MESSAGES.notDraft);
        await jobs.enqueue(
          'campaigns.close',
          { campaignId: id },
          { tx, runAt: closesAt(changed.applyBy) },
        );
        return changed;
      });
      return presentOne(opened);
    },

    /** POST api/campaigns/{id}/close/. */
    async close(me: User, id: number): Promise<Campaign> {
      return presentOne(await closeCampaign(db, await owned(me, id), null));
    },

    /**
     * POST api/campaigns/{id}/reopen/: a campaign its owner, its date or its last choice
     * closed takes applications again until its apply-by date, counted against the five;
     * `wanted` may rise to make room. An admin's closing stands (409).
     */
    async reopen(me: User, id: number, wanted: number | undefined): Promise<Campaign> {
      const row = await owned(me, id);
      if (row.state !== 'closed') throw conflict(CAMPAIGN_MESSAGES.notClosed);
      if (row.closedReason !== null) throw conflict(CAMPAIGN_MESSAGES.closedByAdmin);
      if (closesAt(row.applyBy) <= clockNow()) throw conflict(CAMPAIGN_MESSAGES.applyByPassed);
      const reopened = await inTransaction(db, async (tx) => {
        const campaigns = campaignsRepository(tx);
        // Held to the commit: counted against the five as opening is, and after any choice.
        await campaigns.lockOwner(me.id);
        await campaigns.lock(id);
        if ((await campaigns.countOpen(me.id)) >= CAMPAIGN_LIMITS.openPerMember) {
          throw conflict(CAMPAIGN_MESSAGES.tooManyOpen);
        }
        const chosen = (await applicationsRepository(tx).chosen([id])).get(id) ?? 0;
        if (chosen >= (wanted ?? row.wanted)) throw conflict(CAMPAIGN_MESSAGES.stillFull);
        // The closing job queued when it first opened is still due at the apply-by date.
        const changed = await campaigns.setState(id, 'closed', {
          state: 'open',
          closedAt: null,
          ...(wanted !== undefined && { wanted }),
        });
        if (!changed) throw conflict(CAMPAIGN_MESSAGES.notClosed);
        return changed;
      });
      return presentOne(reopened);
    },

    /** The closing job: a campaign still open once its apply-by day is over closes. */
    async closeIfDue(campaignId: number): Promise<void> {
      const row = await repository.find(campaignId);
      if (!row || row.state !== 'open' || closesAt(row.applyBy) > clockNow()) return;
      await repository.setState(row.id, 'open', { state: 'closed', closedAt: clockNow() });
    },

    /** GET api/campaigns/: open campaigns of members in good standing, newest first. */
    async list(me: User, query: CampaignsQuery): Promise<CampaignsPage> {
      let followers: number | undefined;
      if (query.matches) {
        const socials = await repository.verifiedSocials([me.id]);
        followers = Math.max(0, ...socials.map((social) => social.followers));
      }
      const page = await repository.openPage({
        platform: query.platform,
        country: query.country,
        tag: query.tag,
        minBudget: query.min_budget,
        followers,
        cursor: query.cursor,
      });
      return { data: await present(page.rows), next: page.next };
    },

    /**
     * GET api/campaigns/{id}/: an open or closed one for anyone (a closed one says so on its
     * page); the owner sees theirs in any state.
     */
    async get(me: User | undefined, id: number): Promise<Campaign> {
      const row = await repository.find(id);
      if (!row || (row.ownerId !== me?.id && !(await isShown(row)))) throw notFound();
      return presentOne(row);
    },

    /**
     * The server-rendered `/campaigns/{id}`: an open or closed campaign of an owner in good
     * standing (a closed one says so, for those who follow a shared link); never a draft.
     */
    async publicPage(id: number): Promise<CampaignPage | undefined> {
      const row = await repository.find(id);
      if (!row || !(await isShown(row))) return undefined;
      return presentCampaignPage(publicUrl, await presentOne(row));
    },

    /** The sitemap's campaigns: every open one of an owner in good standing. */
    openIds: (limit: number) => repository.openIds(limit),

    /** GET api/campaigns/mine/: every state, newest first. */
    async mine(me: User): Promise<Campaign[]> {
      return present(await repository.mine(me.id));
    },
  };
}

export type CampaignsService = ReturnType<typeof campaignsService>;
