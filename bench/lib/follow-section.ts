import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { followUps } from '../../apps/server/src/features/proof/follow-ups';
import { instagramPosts } from '../../apps/server/src/features/proof/instagram-posts';
import { proofRepository } from '../../apps/server/src/features/proof/proof.repository';
import { tiktokPosts } from '../../apps/server/src/features/proof/tiktok-posts';
import { youtubePosts } from '../../apps/server/src/features/proof/youtube-posts';
import { secretBox } from '../../apps/server/src/lib/secret-box';
import { startPlatformStandIn } from '../../apps/server/src/test/platform-stand-ins';
import { armDue, followBatchClock, readsStored, seedFollowedPosts } from './followed-posts';
import { BENCH_JWT_SECRET } from './server-process';
import { summary, type Timings } from './timing';

export interface FollowResult {
  posts: number;
  due: number;
  requests: number;
  batch: Timings;
  ours: Timings;
  platform: Timings;
}

/**
 * Issue 47 point 3: `posts` followed posts, `due` of them due, read by the repeating follow-up
 * through its real code (production's claim of 100, TikTok's 20 ids a call) against the TikTok
 * stand-in on this machine, which is started here and stopped at the end. Two passes over two
 * different due sets, the second timed.
 */
export async function followedPostsSection(databaseUrl: string, posts: number, due: number) {
  const standIn = await startPlatformStandIn('tiktok');
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: BENCH_JWT_SECRET,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'http://localhost:3000',
      TIKTOK_CLIENT_KEY: standIn.client.id,
      TIKTOK_CLIENT_SECRET: standIn.client.secret,
      TIKTOK_API_BASE: standIn.base,
    });
    // Built first: it migrates the database the seed writes into.
    const app = await buildApp(config, { logger: false });
    try {
      console.log(`seeding ${posts} followed posts…`);
      const started = performance.now();
      const box = secretBox(config.twoFactorKey, 'platform tokens');
      const { sellers } = await seedFollowedPosts(databaseUrl, posts, standIn, (token) =>
        box.seal(token),
      );
      console.log(
        `seeded ${posts} posts of ${sellers} sellers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      const { services } = app;
      const clock = followBatchClock();
      const { platforms } = config;
      const follow = followUps({
        db: services.db,
        events: services.events,
        connections: services.connectionAccess,
        log: services.log,
        readers: {
          instagram: instagramPosts(platforms.instagram),
          youtube: youtubePosts(platforms.youtube),
          tiktok: clock.timedReader(tiktokPosts(platforms.tiktok)),
        },
        claimDue: clock.claimed(proofRepository(services.db).claimDue),
      });
      // A first pass untimed (pages in the cache, connections open), then another due set.
      await armDue(databaseUrl, due);
      await follow.followDue();
      clock.take();
      const before = standIn.reads.length;
      await armDue(databaseUrl, due);
      const storedBefore = await readsStored(databaseUrl);
      const read = await follow.followDue();
      if (read !== due) throw new Error(`the follow-up read ${read} posts of ${due} due`);
      const stored = (await readsStored(databaseUrl)) - storedBefore;
      if (stored !== due) throw new Error(`the follow-up stored ${stored} reads of ${due}`);
      const { batches, ours, platform } = clock.take();
      return {
        posts,
        due,
        requests: standIn.reads.length - before,
        batch: summary(batches),
        ours: summary(ours),
        platform: summary(platform),
      } satisfies FollowResult;
    } finally {
      await app.close();
    }
  } finally {
    await standIn.close();
  }
}
