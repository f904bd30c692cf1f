import { COUNTRIES, FIRST, PLATFORMS, SEED_FOLLOWERS, TAGS, WORDS } from './seed-profiles';
import { copySeededAudiences } from './copy-audiences';
import { copy, copyConnection, lastId, lines } from './copy-stream';

/** The `i`th value of a list, counting round (`(array)[1 + i % n]` in SQL). */
const at = (list: readonly string[], i: number) => list[i % list.length] ?? '';

/** An array in COPY's text format; every element quoted, since some countries hold spaces. */
const arrayText = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Seeds `count` public profiles, each with 1-4 socials and realistic tags and countries, for
 * the search plans' tests (100,000) and `bench:search` (a million), streamed with
 * `COPY ... FROM STDIN` on PostgreSQL: 100,000 in about 50 s on the development machine, a
 * third of whose Instagram and YouTube accounts have a verified audience
 * (`copySeededAudiences`). Usernames look like real ones (`maya.travels1234`); e-mails end in
 * @seed.example.com.
 * Ends with VACUUM ANALYZE: statistics for the planner, and a visibility map so index-only
 * scans need not visit the table, as on a database that autovacuum has caught up with; it
 * also keeps autovacuum from starting on the fresh rows during a measurement.
 */
export async function copyPublicProfiles(databaseUrl: string, count: number) {
  const sql = copyConnection(databaseUrl);
  try {
    // Ids follow the rows already there, as the identity column would give them.
    const base = await lastId(sql, 'users');
    const userTags = (g: number) => [at(TAGS, g), at(TAGS, Math.floor(g / 12))];
    const userCountries = (g: number) => [at(COUNTRIES, g), at(COUNTRIES, Math.floor(g / 15))];

    // The database's triggers keep the public flags and the cards row by row and statement by
    // statement (decision 073): five times the seed's time at a million. Off while copying
    // (the rows are known to be public: visible, not suspended, active), then the cards in one
    // pass of the triggers' own function.
    await sql`set session_replication_role = replica`;
    await copy(
      sql`copy users (id, username, email, tags, countries, is_content_creator, bio, listed) from stdin`,
      lines(1, count + 1, (g) => [
        String(base + g),
        `${at(FIRST, g)}.${at(WORDS, Math.floor(g / 20))}${g}`,
        `user${g}@seed.example.com`,
        arrayText(userTags(g)),
        arrayText(userCountries(g)),
        g % 3 === 0 ? 't' : 'f',
        `Creator number ${g}`,
        't',
      ]),
    );
    const startedAt = new Date().toISOString();
    await copy(
      sql`copy subscriptions (user_id, status, started_at) from stdin`,
      lines(1, count + 1, (g) => [String(base + g), 'active', startedAt]),
    );
    let socialId = await lastId(sql, 'socials');
    await copy(
      // The owner's tags and creator switch, as the triggers would copy them (decision 096).
      sql`copy socials (id, user_id, platform, link, followers, tags, countries, listed, profile_tags, creator) from stdin`,
      lines(1, count + 1, (g) => {
        const id = base + g;
        const tags = arrayText(userTags(g));
        const countries = arrayText(userCountries(g));
        return Array.from({ length: (id % 4) + 1 }, (_, n) => {
          const platform = at(PLATFORMS, id + n);
          const followers =
            (id * SEED_FOLLOWERS.userFactor + n * SEED_FOLLOWERS.positionFactor) %
            SEED_FOLLOWERS.modulus;
          return [
            String(++socialId),
            String(id),
            platform,
            `https://example.com/${id}/${platform}`,
            String(followers),
            tags,
            countries,
            't',
            tags,
            g % 3 === 0 ? 't' : 'f',
          ];
        });
      }),
    );
    // A third of the platform-read accounts with an audience (decision 119), before the cards.
    await copySeededAudiences(sql);
    await sql`set session_replication_role = origin`;
    await sql`select refresh_profile_cards(array(select id from users where id > ${base}))`;
    // COPY wrote the identity columns itself: later inserts must number after these rows.
    await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`;
    await sql`select setval(pg_get_serial_sequence('socials', 'id'), (select max(id) from socials))`;
    await sql`vacuum (analyze) users, subscriptions, socials, profile_cards, platform_connections, connection_audiences`;
  } finally {
    await sql.end();
  }
}
