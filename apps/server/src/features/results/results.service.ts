import {
  RESULTS_PAGE,
  type ResultsCampaignRef,
  type ResultsData,
  type ResultsOrder,
  type ResultsQuery,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import type { User } from '../users/user';
import { resultsCsv } from './results.csv';
import {
  presentCampaign,
  presentOrder,
  presentTotals,
  sumsOfOrder,
  type Sums,
} from './results.presenter';
import { resultsRepository, type ResultsPostRow } from './results.repository';
import { seriesOf } from './results.series';

/** The posts by order id. */
function postsByOrder(posts: ResultsPostRow[]) {
  const byOrder = new Map<number, ResultsPostRow[]>();
  for (const post of posts) {
    const list = byOrder.get(post.orderId);
    if (list) list.push(post);
    else byOrder.set(post.orderId, [post]);
  }
  return byOrder;
}

/** The orders' campaigns, each with its orders' sums, in the orders' order. */
function byCampaign(orders: { sums: Sums; wire: ResultsOrder }[]) {
  const groups = new Map<number, { campaign: ResultsCampaignRef; sums: Sums[] }>();
  for (const { sums, wire } of orders) {
    if (!wire.campaign) continue;
    const group = groups.get(wire.campaign.id) ?? { campaign: wire.campaign, sums: [] };
    group.sums.push(sums);
    groups.set(wire.campaign.id, group);
  }
  return [...groups.values()];
}

/** Whether an order placed at `at` falls in the query's days (UTC, both ends included). */
const inDays = (at: Date, query: ResultsQuery) => {
  const day = at.toISOString().slice(0, 10);
  return (!query.from || day >= query.from) && (!query.to || day <= query.to);
};

/**
 * The buyer's Results (issue 47 point 4, decision 108): their own orders only, whatever their
 * plan (buying needs none, decision 107), with what each cost and what its verified posts
 * earned, per campaign and in all, and the chart over time.
 */
export function resultsService(deps: { db: Database }) {
  const repository = resultsRepository(deps.db);

  /** Every order of the filters, presented, with the campaigns and the chart's reads. */
  async function gather(me: User, query: ResultsQuery, chart: boolean) {
    if (query.campaign !== undefined && !(await repository.ownsCampaign(me.id, query.campaign))) {
      // Another member's campaign, or none: as if it did not exist.
      throw notFound();
    }
    const [rows, posts, reads, campaignOf] = await Promise.all([
      repository.ordersOf(me.id),
      repository.postsOf(me.id),
      chart ? repository.readsOf(me.id) : [],
      repository.campaignsOf(me.id),
    ]);
    const postsOf = postsByOrder(posts);
    const choices = new Map(
      rows.flatMap((row) => {
        const campaign = campaignOf.get(row.id);
        return campaign ? [[campaign.id, campaign] as const] : [];
      }),
    );
    const chosen = rows.filter(
      (row) =>
        inDays(row.createdAt, query) &&
        (query.campaign === undefined || campaignOf.get(row.id)?.id === query.campaign),
    );
    const orders = chosen.map((row) => {
      const sums = sumsOfOrder(row, postsOf.get(row.id) ?? []);
      return { sums, wire: presentOrder(row, sums, campaignOf.get(row.id)) };
    });
    const ids = new Set(chosen.map((row) => row.id));
    return {
      orders,
      choices: [...choices.values()].sort((a, b) => b.id - a.id),
      reads: reads.filter((read) => ids.has(read.orderId)),
    };
  }

  /** The answer with at most `page` orders listed; everything else counts them all. */
  async function answer(me: User, query: ResultsQuery, page: number): Promise<ResultsData> {
    const { orders, choices, reads } = await gather(me, query, true);
    return {
      orders: orders.slice(0, page).map((order) => order.wire),
      more: orders.length > page,
      campaigns: byCampaign(orders).map((group) => presentCampaign(group.campaign, group.sums)),
      totals: presentTotals(orders.map((order) => order.sums)),
      series: seriesOf(reads),
      campaign_choices: choices,
    };
  }

  return {
    /** GET api/results/: the newest orders, every campaign of them, totals and the chart. */
    ofBuyer: (me: User, query: ResultsQuery = {}) => answer(me, query, RESULTS_PAGE),

    /** "Download my data": every order, unfiltered. */
    exported: (me: User) => answer(me, {}, Number.POSITIVE_INFINITY),

    /** GET api/results.csv: every order of the filters, one row each, named by today. */
    async csv(me: User, query: ResultsQuery): Promise<{ fileName: string; csv: string }> {
      const { orders } = await gather(me, query, false);
      return {
        fileName: `partnerly-results-${clockNow().toISOString().slice(0, 10)}.csv`,
        csv: resultsCsv(orders.map((order) => order.wire)),
      };
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
