import {
  CAMPAIGN_MESSAGES,
  utcDate,
  type AcceptedApplication,
  type Application,
  type ApplicationState,
  type ApplicationWithApplicant,
  type MyApplication,
  type applySchema,
  type TrackRecord,
} from '@partnerly/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { inTransaction, type Tx } from '../../db/transaction';
import { AppError, conflict, fieldError, nonFieldError, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import { orderApplicants, type ApplicantSort } from './applicant-order';
import { applicationsRepository, type ApplicationRow } from './applications.repository';
import type { Conversations, Offers } from './campaign-ports';
import {
  presentApplication,
  presentApplicationForOwner,
  presentMyApplication,
  type ApplicantRow,
} from './campaigns.presenter';
import { campaignsRepository, type CampaignRow } from './campaigns.repository';
import { closesAt, type CampaignsService } from './campaigns.service';

type ApplyRequest = z.output<typeof applySchema>;

/** Who may move an application from which states (the owner's three choices). */
const DECISIONS = {
  shortlist: { from: ['sent'], to: 'shortlisted' },
  decline: { from: ['sent', 'shortlisted'], to: 'declined' },
  accept: { from: ['sent', 'shortlisted'], to: 'accepted' },
} as const satisfies Record<string, { from: ApplicationState[]; to: ApplicationState }>;
const WITHDRAWABLE: ApplicationState[] = ['sent', 'shortlisted'];

export interface ApplicationsDependencies {
  db: Database;
  campaigns: Pick<CampaignsService, 'owned' | 'isPublic'>;
  users: Pick<UsersService, 'findById'>;
  conversations: Conversations;
  offers: Offers;
  /** Who hears of an application, a decision or a filled campaign is the handlers' concern. */
  events: Pick<EventBus, 'publishWithin'>;
  /** Applicants' verified results, as their pages show them (issue 47 point 5). */
  trackRecords: { shownOf(userIds: number[]): Promise<Map<number, TrackRecord>> };
  /** Applicants' audience matches to the owner's own target, by lowercased username (117). */
  audienceMatches: {
    forViewer(viewerId: number, usernames: string[]): Promise<Map<string, number | null>>;
  };
}

/** Applications (issue 35, items 3 and 4): creators apply once, owners choose. */
export function applicationsService(deps: ApplicationsDependencies) {
  const { db, campaigns } = deps;
  const repository = applicationsRepository(db);

  /** An application to one of the member's campaigns; anyone else's is a 404. */
  async function ownersApplication(me: User, id: number): Promise<ApplicationRow> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    await campaigns.owned(me, row.campaignId);
    return row;
  }

  async function applicants(ids: number[]): Promise<Map<number, ApplicantRow>> {
    const [socials, people, results] = await Promise.all([
      campaignsRepository(db).verifiedSocials(ids),
      repository.applicants(ids),
      deps.trackRecords.shownOf(ids),
    ]);
    return new Map(
      people.map((person) => [
        person.id,
        {
          ...person,
          socials: socials.filter((social) => social.userId === person.id),
          results: results.get(person.id) ?? null,
        },
      ]),
    );
  }

  /**
   * The choice that fills the campaign closes it (if open) and tells everyone still waiting
   * that they were not chosen, in the choice's transaction (issue 53); the brand may reopen.
   */
  async function closeIfFilled(campaign: CampaignRow, tx: Tx): Promise<boolean> {
    const chosen = (await applicationsRepository(tx).chosen([campaign.id])).get(campaign.id) ?? 0;
    if (chosen < campaign.wanted) return false;
    const now = clockNow();
    await campaignsRepository(tx).setState(campaign.id, 'open', { state: 'closed', closedAt: now });
    const waiting = await applicationsRepository(tx).notChosen(campaign.id, now);
    if (waiting.length > 0) {
      await deps.events.publishWithin(tx, 'campaign.filled', { campaignId: campaign.id });
    }
    return true;
  }

  async function decide(me: User, id: number, decision: keyof typeof DECISIONS) {
    const row = await ownersApplication(me, id);
    const rule = DECISIONS[decision];
    return inTransaction(db, async (tx) => {
      // Held to the commit: two accepts at once are counted one after the other.
      const campaign = await campaignsRepository(tx).lock(row.campaignId);
      if (!campaign) throw notFound();
      if (decision === 'accept') {
        const chosen = (await applicationsRepository(tx).chosen([campaign.id])).get(campaign.id);
        if ((chosen ?? 0) >= campaign.wanted) throw conflict(CAMPAIGN_MESSAGES.full);
      }
      const changed = await applicationsRepository(tx).move(id, rule.from, {
        state: rule.to,
        decidedAt: clockNow(),
      });
      if (!changed) throw conflict(CAMPAIGN_MESSAGES.notAnswerable);
      if (decision !== 'shortlist') {
        await deps.events.publishWithin(tx, 'application.decided', {
          applicationId: changed.id,
          campaignId: campaign.id,
        });
      }
      const filled = decision === 'accept' && (await closeIfFilled(campaign, tx));
      return { changed, filled };
    });
  }

  return {
    /** POST api/campaigns/{id}/apply/. */
    async apply(me: User, campaignId: number, input: ApplyRequest): Promise<Application> {
      const campaign = await campaignsRepository(db).find(campaignId);
      const visible = campaign && (campaign.ownerId === me.id || campaign.state !== 'draft');
      if (
        !campaign ||
        !visible ||
        (await campaignsRepository(db).ownerSuspended(campaign.ownerId))
      ) {
        throw notFound();
      }
      if (campaign.ownerId === me.id) throw nonFieldError(CAMPAIGN_MESSAGES.ownCampaign);
      if (campaign.state !== 'open' || closesAt(campaign.applyBy) <= clockNow()) {
        throw conflict(CAMPAIGN_MESSAGES.notOpen);
      }
      const verified = new Set(
        (await campaignsRepository(db).verifiedSocials([me.id])).map((social) => social.platform),
      );
      if (!input.platforms.every((platform) => verified.has(platform))) {
        throw fieldError('platforms', CAMPAIGN_MESSAGES.notVerified);
      }
      if (await repository.findOf(campaignId, me.id)) {
        throw nonFieldError(CAMPAIGN_MESSAGES.appliedTwice);
      }
      const row = await inTransaction(db, async (tx) => {
        const stored = await applicationsRepository(tx).insert({
          campaignId,
          creatorId: me.id,
          pitch: input.pitch,
          platforms: input.platforms,
          offerTerms: input.offer ?? null,
        });
        await deps.events.publishWithin(tx, 'campaign.applied', {
          campaignId,
          applicationId: stored.id,
        });
        return stored;
      }).catch((error: unknown) => {
        // Two requests at once: the unique index refuses the second.
        if (error instanceof AppError) throw error;
        if (String((error as { code?: string }).code) === '23505') {
          throw nonFieldError(CAMPAIGN_MESSAGES.appliedTwice);
        }
        throw error;
      });
      return presentApplication(row, me.username);
    },

    /** DELETE api/campaigns/{id}/apply/: withdraws the member's application. */
    async withdraw(me: User, campaignId: number): Promise<Application> {
      const row = await repository.findOf(campaignId, me.id);
      if (!row) throw notFound();
      const moved = await repository.move(row.id, WITHDRAWABLE, {
        state: 'withdrawn',
        decidedAt: clockNow(),
      });
      if (!moved) throw conflict(CAMPAIGN_MESSAGES.notAnswerable);
      return presentApplication(moved, me.username);
    },

    /** GET api/campaigns/{id}/applications/: the owner's applicants, newest, most followed or best matched. */
    async forOwner(
      me: User,
      campaignId: number,
      sort: ApplicantSort,
    ): Promise<ApplicationWithApplicant[]> {
      await campaigns.owned(me, campaignId);
      const rows = await repository.ofCampaign(campaignId);
      const people = await applicants(rows.map((row) => row.creatorId));
      const matches = await deps.audienceMatches.forViewer(
        me.id,
        [...people.values()].map((person) => person.username),
      );
      const matchOf = (creatorId: number) => {
        const person = people.get(creatorId);
        return person ? (matches.get(person.username.toLowerCase()) ?? null) : null;
      };
      const sorted = orderApplicants(rows, sort, people, matchOf);
      return sorted.map((row) =>
        presentApplicationForOwner(row, people.get(row.creatorId), matchOf(row.creatorId)),
      );
    },

    /** GET api/applications/: the creator's own, with their campaigns. */
    async mine(me: User): Promise<MyApplication[]> {
      const rows = await repository.ofCreator(me.id);
      return rows.map((row) =>
        presentMyApplication(row.application, me.username, {
          title: row.title,
          owner: row.ownerName,
        }),
      );
    },

    async shortlist(me: User, id: number): Promise<Application> {
      const { changed: row } = await decide(me, id, 'shortlist');
      return presentApplication(row, (await deps.users.findById(row.creatorId))?.username ?? null);
    },

    async decline(me: User, id: number): Promise<Application> {
      const { changed: row } = await decide(me, id, 'decline');
      return presentApplication(row, (await deps.users.findById(row.creatorId))?.username ?? null);
    },

    /**
     * POST api/applications/{id}/accept/: one step (issue 53). Opens (or reuses) the
     * conversation with the creator; the terms the creator proposed become their offer and the
     * owner's choice accepts it at once, so the deal starts as an order. The choice that fills
     * the campaign closes it.
     */
    async accept(me: User, id: number): Promise<AcceptedApplication> {
      const row = await ownersApplication(me, id);
      const creator = await deps.users.findById(row.creatorId);
      if (!creator || creator.suspendedAt) throw notFound();
      if ((await deps.conversations.conversation(me.id, creator.id)).blocked) {
        throw conflict(CAMPAIGN_MESSAGES.blocked);
      }
      // The terms are the creator's: moving their date would put words in their mouth, and an
      // offer due already would open overdue. Refused before anything changes, so the owner can
      // still decline or talk it over (issue 46, case 16).
      if (row.offerTerms && row.offerTerms.due_date < utcDate(1)) {
        throw conflict(CAMPAIGN_MESSAGES.offerOverdue);
      }
      const { changed: accepted, filled } = await decide(me, id, 'accept');
      const dialogue = await deps.conversations.addDialogue(me, creator.username);
      let orderId: number | null = null;
      if (accepted.offerTerms) {
        // The creator proposed these terms: the offer comes from them, the owner buys.
        // The owner asked for it by accepting: no stranger budget is spent on it.
        const offer = await deps.offers.create(
          creator,
          {
            ...accepted.offerTerms,
            message: accepted.offerTerms.message ?? '',
            to: me.username,
            role: 'sell',
          },
          { invited: true },
        );
        await repository.setOffer(accepted.id, offer.id);
        // The owner saw these terms on the applicant's card and chose them: accepting again in
        // the chat would be a second step for the same decision.
        // If the deals refuse it now, the offer waits in the chat for the owner's Accept.
        orderId = await deps.offers.accept(me, offer.id).then(
          (order) => order.id,
          (error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          },
        );
      }
      return { dialogue, order_id: orderId, campaign_closed: filled };
    },
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
