import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderReview, SearchPage, ServerFrame } from '@partnerly/shared';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { ads, users } from '../../db/schema';
import { FEATURE_MODULES } from '../../feature-modules';
import type { FeatureModule } from '../../modules/feature-module';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { startPushService } from '../../test/push-service';
import { connectSocket, type SocketClient } from '../../test/socket-client';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { campaignsApi, creator } from '../campaigns/campaigns.fixtures';
import type { Member } from '../deals/deals.fixtures';
import {
  FRAME_EVENTS,
  MEMBER_JOBS,
  NOT_WALKED_ROUTES,
  WALKED_ROUTES,
  type WalkScene,
} from './blind-surfaces';
import { mailText, soughtIn, walk, type Finding, type Sought, type Viewer } from './blind-walk';
import { reviewsApi } from './reviews.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof reviewsApi>;
let url: string;
let sink: SmtpSink;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let webDir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  pushService = await startPushService();
  // The web app's page, so /{username} and /campaigns/{id} are served with their head tags.
  webDir = mkdtempSync(join(tmpdir(), 'partnerly-blind-'));
  copyFileSync(
    fileURLToPath(new URL('../../../../web/index.html', import.meta.url)),
    join(webDir, 'index.html'),
  );
  app = await createTestApp({
    smtpUrl: sink.url,
    pushServiceOrigins: [pushService.origin()],
    webDistDir: webDir,
  });
  api = reviewsApi(app);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await sink.close();
  await pushService.close();
  rmSync(webDir, { recursive: true, force: true });
});

/**
 * A plugin whose hooks are the app's own (Fastify's `skip-override`, what fastify-plugin
 * sets): registered first, it hears every route registered after it.
 */
function routeProbe(seen: Set<string>) {
  const plugin = async (instance: FastifyInstance) => {
    instance.addHook('onRoute', (route) => {
      if ([route.method].flat().includes('GET')) seen.add(`GET ${route.url}`);
    });
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

describe('the list of surfaces a review could reach (blind-surfaces.ts)', () => {
  it('names every GET route, frame event and job of the app, and nothing that is not there', async () => {
    const seen = new Set<string>();
    const probe: FeatureModule = { name: 'route-probe', routes: () => [routeProbe(seen)] };
    // A second instance of the walk's app (its database, no jobs), with the probe in front.
    const whole = await buildApp(
      { ...app.config, runJobs: false },
      {
        logger: false,
        modules: [probe, ...FEATURE_MODULES],
      },
    );
    try {
      const named = [...Object.keys(WALKED_ROUTES), ...NOT_WALKED_ROUTES.flatMap((g) => g.routes)];
      expect([...seen].filter((route) => !named.includes(route))).toEqual([]);
      // The probe comes after /metrics: whether a named route exists is asked of the router.
      const missing = named.filter((key) => {
        const [method = '', path = ''] = key.split(' ');
        // The router keeps paths without their trailing slash (ignoreTrailingSlash).
        const stored = path.length > 1 ? path.replace(/\/$/, '') : path;
        return !whole.hasRoute({ method: method as 'GET' | 'POST', url: stored });
      });
      expect(missing).toEqual([]);
    } finally {
      await whole.close();
    }
    const events = new Set(
      FEATURE_MODULES.flatMap((module) => Object.keys(module.subscribers ?? {})),
    );
    expect([...events].sort()).toEqual(Object.keys(FRAME_EVENTS).sort());
    const jobs = FEATURE_MODULES.flatMap((module) => Object.keys(module.jobs ?? {}));
    expect(jobs.sort()).toEqual(Object.keys(MEMBER_JOBS).sort());
  }, 60_000);
});

/** A member's socket, open on the listening app. */
const socketOf = (who: Member) =>
  connectSocket(url, who.headers.authorization?.replace('Bearer ', '') ?? '');

async function emailOf(who: Member) {
  const [row] = await app.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, who.id));
  return row?.email ?? '';
}

/** Where the sought review showed in what the members' sockets, mailboxes and browsers got. */
function inDeliveries(
  sought: Sought,
  sockets: [Viewer['name'], SocketClient][],
  mailboxes: [Viewer['name'], string][],
  endpoint: string,
): Finding[] {
  const found: Finding[] = [];
  const add = (viewer: string, where: string, text: string) =>
    soughtIn(text, sought).forEach((what) => found.push({ viewer, where, what }));
  for (const [viewer, socket] of sockets) {
    socket.frames.forEach((frame: ServerFrame) => add(viewer, 'frames', JSON.stringify(frame)));
  }
  for (const [viewer, email] of mailboxes) {
    for (const mail of sink.mails.filter((item) => item.to.includes(email))) {
      add(viewer, 'mails', mailText(mail.raw));
    }
  }
  for (const push of pushService.received.filter((item) => endpoint.endsWith(item.path))) {
    add('reviewed', 'pushes', JSON.stringify(push.payload));
  }
  return found;
}

describe('a blind review', () => {
  it('shows to nobody but its writer on any surface, and neither does one an admin hid', async () => {
    const sought = { marker: `Blindmark${randomBytes(5).toString('hex')}`, rating: 2 };
    const reviewer = await api.member();
    const reviewed = await creator(app);
    const third = await api.member();
    const campaigns = campaignsApi(app);

    // The reviewed member's public face: an ad in explore, an application to the third
    // member's campaign, a place on their shortlist, a browser that takes pushes.
    await app.database.db.insert(ads).values({
      userId: reviewed.id,
      title: 'Morning routines',
      text: 'Skincare reels',
      cpmCents: 1250,
      imageHash: 'a'.repeat(64),
    });
    const campaign = await campaigns.open(third);
    const applied = await campaigns.post(reviewed, `/api/campaigns/${campaign.id}/apply/`, {
      pitch: 'I film morning routines.',
      platforms: ['Instagram'],
    });
    expect(applied.statusCode).toBe(201);
    const list = (await api.post(third, '/api/lists/', { name: 'Spring' })).json<{ id: number }>();
    await api.post(third, `/api/lists/${list.id}/items/`, { username: reviewed.username });
    const browser = pushService.subscription();
    expect((await api.post(reviewed, '/api/push/subscriptions/', browser)).statusCode).toBe(201);
    const sockets: [Viewer['name'], SocketClient][] = [
      ['reviewed', await socketOf(reviewed)],
      ['third', await socketOf(third)],
    ];
    const mailboxes: [Viewer['name'], string][] = [
      ['reviewed', await emailOf(reviewed)],
      ['third', await emailOf(third)],
    ];

    const order = await api.completed(reviewer, reviewed);
    const written = await api.review(reviewer, order.id, {
      rating: sought.rating,
      text: `Late and blurry. ${sought.marker}`,
    });
    expect(written.statusCode).toBe(201);
    // What the jobs and events of the review would have sent arrives before this offer's.
    const fence = await api.offer(third, reviewed, { title: `Fence ${sought.marker.slice(-4)}` });
    await sockets[0]?.[1].next(
      (frame): frame is { offer: typeof fence } => 'offer' in frame && frame.offer.id === fence.id,
    );
    await eventually(
      () => sink.mails.some((mail) => mailText(mail.raw).includes(fence.title)),
      'the offer mail',
    );
    await eventually(
      () => pushService.received.some((push) => browser.endpoint.endsWith(push.path)),
      'the offer push',
    );

    const scene: WalkScene = {
      reviewed: reviewed.username,
      reviewer: reviewer.username,
      orderId: order.id,
      offerId: order.offer_id,
      campaignId: campaign.id,
      listId: list.id,
      marker: sought.marker,
    };
    const viewers: Viewer[] = [
      { name: 'reviewed', headers: reviewed.headers },
      { name: 'visitor', headers: {} },
      { name: 'third', headers: third.headers },
    ];
    expect(await walk(app, scene, viewers, sought)).toEqual([]);
    // Nor do its stars count where no rating is shown: "Rated 1 and up" leaves the member out.
    const ratedOne = async () => {
      const body = { socialMedia: 'Instagram', minRating: 1, brands: true };
      const found = await api.post(third, '/api/filter_user_by_social/', body);
      return found.json<SearchPage>().data.map((card) => card.username);
    };
    expect(await ratedOne()).toEqual([]);

    // Once both wrote theirs it is public, and the walk finds it where it belongs: so it
    // would have found it above.
    expect((await api.review(reviewed, order.id, { rating: 5 })).statusCode).toBe(201);
    const published = await walk(app, scene, viewers, sought);
    expect(published).toEqual(
      expect.arrayContaining<Finding>([
        { viewer: 'visitor', where: 'POST /api/profile_data/', what: 'text' },
        { viewer: 'visitor', where: 'POST /api/profile_data/', what: 'rating' },
        { viewer: 'reviewed', where: 'GET /api/orders/:id/review/', what: 'text' },
        { viewer: 'reviewed', where: 'GET /api/export/', what: 'text' },
        { viewer: 'third', where: 'POST /api/filter_user_by_social/', what: 'rating' },
        { viewer: 'third', where: 'GET /api/campaigns/:id/applications/', what: 'rating' },
        { viewer: 'third', where: 'GET /api/explore/', what: 'rating' },
      ]),
    );
    expect(await ratedOne()).toEqual([reviewed.username]);

    // Hidden by an admin: gone from every public surface; the member it is about keeps the
    // stars of a removed review on its order and in their data (decision 083).
    const admin = await api.member({ admin: true });
    const id = written.json<OrderReview>().id;
    const hide = await api.post(admin, `/api/admin/reviews/${id}/hide/`, { reason: 'Abuse' });
    expect(hide.statusCode).toBe(200);
    expect(await walk(app, scene, viewers, sought)).toEqual([
      { viewer: 'reviewed', where: 'GET /api/orders/:id/review/', what: 'rating' },
      { viewer: 'reviewed', where: 'GET /api/export/', what: 'rating' },
    ]);
    expect(await ratedOne()).toEqual([]);

    expect(inDeliveries(sought, sockets, mailboxes, browser.endpoint)).toEqual([]);
    // The same reading finds the offer's title where the offer went: it sees what they got.
    const offerSought = { marker: fence.title, rating: 0 };
    expect(inDeliveries(offerSought, sockets, mailboxes, browser.endpoint)).toEqual(
      expect.arrayContaining<Finding>([
        { viewer: 'reviewed', where: 'frames', what: 'text' },
        { viewer: 'reviewed', where: 'mails', what: 'text' },
        { viewer: 'reviewed', where: 'pushes', what: 'text' },
      ]),
    );
    for (const [, socket] of sockets) socket.close();
  }, 180_000);
});
