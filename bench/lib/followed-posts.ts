import pg from 'pg';
import type { PostReader } from '../../apps/server/src/features/proof/post-reading';
import type { PlatformStandIn } from '../../apps/server/src/test/platform-stand-ins';
import type { StandInAccount } from '../../apps/server/src/test/stand-ins/stand-in-account';

/** Posts per seller: a creator followed on a few deals at a time. */
const POSTS_PER_SELLER = 5;
/** The sellers' ids start past the chat section's members, so both sections share a database. */
const FIRST_SELLER = 50_000_000;
const DAY_MS = 86_400_000;

/** The TikTok id of followed post `n` (19 digits, as TikTok's). */
const videoId = (n: number) => `73${String(n).padStart(17, '0')}`;

/**
 * `posts` followed TikTok posts, one per delivered order, `POSTS_PER_SELLER` per seller, each
 * seller's account at the TikTok stand-in with a token sealed by `seal` as a connect stores it. Set-based SQL as the chat seed: every post verified, published over the
 * last 30 days, its next read spread over the next 30 days; `armDue` then makes some due.
 */
export async function seedFollowedPosts(
  url: string,
  posts: number,
  standIn: PlatformStandIn,
  seal: (token: string) => string,
) {
  const sellers = Math.ceil(posts / POSTS_PER_SELLER);
  const published = (n: number) => new Date(Date.now() - DAY_MS - (n % 29) * DAY_MS);
  const tokens: string[] = [];
  for (let s = 0; s < sellers; s += 1) {
    const account: StandInAccount = {
      id: `open-${s}`,
      username: `seller${s}`,
      followers: 1_000,
      posts: Array.from({ length: POSTS_PER_SELLER }, (_, k) => {
        const n = s * POSTS_PER_SELLER + k;
        return {
          id: videoId(n),
          at: published(n).toISOString(),
          likes: n % 97,
          comments: 3,
          views: 1_000 + n,
        };
      }),
    };
    standIn.signIn(account);
    tokens.push(seal(standIn.tokenFor(account.id)));
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    await run(`set session_replication_role = replica`);
    await run(
      `insert into users (id, username, email, date_joined) overriding system value
       select $1::int + s, 'seller' || s, 'seller' || s || '@example.com', now() - interval '1 year'
       from generate_series(0, $2::int - 1) s`,
      [FIRST_SELLER, sellers],
    );
    await run(
      `insert into platform_connections
         (user_id, platform, account_id, username, access_token, access_expires_at, next_refresh_at)
       select $1::int + s - 1, 'tiktok', 'open-' || (s - 1), 'seller' || (s - 1), token,
         now() + interval '20 hours', now() + interval '20 hours'
       from unnest($2::text[]) with ordinality as sealed(token, s)`,
      [FIRST_SELLER, tokens],
    );
    // Orders whose offers and conversations the bench leaves out (the follow-ups read neither).
    // Deliveries to the millisecond, as the server stores them from a JavaScript date: a post
    // is written only while its delivery is the one read, compared to the millisecond.
    await run(
      `insert into orders (id, offer_id, dialogue_id, buyer_id, seller_id, title, deliverables,
         price, due_date, usage_rights, revisions, revisions_left, state, delivered_at, created_at)
       overriding system value
       select $1::int + n, $1::int + n, 1, 1, $1::int + n / $3::int, 'Bench order', '[]', 20000,
         current_date, 'Organic', 0, 0, 'completed', date_trunc('milliseconds', now() - interval '30 days'),
         now() - interval '31 days'
       from generate_series(0, $2::int - 1) n`,
      [FIRST_SELLER, posts, POSTS_PER_SELLER],
    );
    await run(
      `insert into order_posts (order_id, position, delivered_at, url, platform, post_id, media_id,
         state, published_at, disclosure, checked_at, views, likes, comments, metrics_at, seller_id,
         next_read_at)
       select $1::int + n, 0, date_trunc('milliseconds', now() - interval '30 days'),
         'https://www.tiktok.com/@seller' || (n / $3::int) || '/video/' || vid, 'tiktok', vid, vid,
         'verified', now() - interval '1 day' - (n % 29) * interval '1 day', true,
         now() - interval '1 day', 1000, 10, 3, now() - interval '1 day', $1::int + n / $3::int,
         now() + interval '1 minute' + (hashint4(n) & 2147483647) * (interval '30 days' / 2147483647)
       from generate_series(0, $2::int - 1) n,
         lateral (select '73' || lpad(n::text, 17, '0') as vid) id`,
      [FIRST_SELLER, posts, POSTS_PER_SELLER],
    );
    // Both read by the follow-up, planned as a served database's would be after autovacuum.
    await run(`vacuum analyze order_posts, platform_connections`);
  } finally {
    await client.end();
  }
  return { sellers };
}

/** Makes `count` followed posts due within the last hour, picked across all sellers. */
export async function armDue(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update order_posts set next_read_at = now() - random() * interval '1 hour'
       where (order_id, position) in (
         select order_id, position from order_posts
         where next_read_at > now() order by random() limit $1)`,
      [count],
    );
  } finally {
    await client.end();
  }
}

/** The follow-ups' reads stored so far: a pass that wrote nothing would time nothing real. */
export async function readsStored(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from order_post_reads',
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * The follow-up's batches timed from one claim to the next, and within each the time spent
 * waiting on the platform (the stand-in's HTTP answers), so our side shows apart from it. The
 * follow-up reads a few sellers at once (decision 118), so the wait is the time at least one
 * call was under way, not the sum of the calls; one call at a time, the two are the same.
 */
export function followBatchClock() {
  const starts: number[] = [];
  const platformAt: number[] = [];
  let platformMs = 0;
  let inFlight = 0;
  let waitingSince = 0;
  return {
    claimed<A extends unknown[], R>(claim: (...args: A) => Promise<R>) {
      return (...args: A) => {
        starts.push(performance.now());
        platformAt.push(platformMs);
        return claim(...args);
      };
    },
    timedReader(reader: PostReader): PostReader {
      return async (access, links) => {
        if (inFlight === 0) waitingSince = performance.now();
        inFlight += 1;
        try {
          return await reader(access, links);
        } finally {
          inFlight -= 1;
          if (inFlight === 0) platformMs += performance.now() - waitingSince;
        }
      };
    },
    /** Each batch's whole time and its platform part since the last take. */
    take() {
      const batches = starts.slice(1).map((at, i) => at - (starts[i] ?? at));
      const platform = platformAt.slice(1).map((at, i) => at - (platformAt[i] ?? at));
      starts.length = 0;
      platformAt.length = 0;
      return { batches, platform, ours: batches.map((ms, i) => ms - (platform[i] ?? 0)) };
    },
  };
}
