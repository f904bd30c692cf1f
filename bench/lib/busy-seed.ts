import pg from 'pg';
import { REPLY_TIMES_BACKFILL } from '../../apps/server/src/features/chat/reply-times.backfill';

/** The busy member: user id 1, one conversation with each of members 2..5001. */
export const BUSY = { id: 1, username: 'bench_busy', dialogues: 5_000, messages: 100_000 };

/** Messages per background conversation; members have ~20 conversations each. */
const PER_DIALOGUE = 10;

export interface SeedSize {
  /** Messages in all, the busy member's included. */
  messages: number;
  /** Profile events over the last 90 days (the analytics job's input). */
  events: number;
}

/**
 * Seeds a chat of `size.messages` messages with set-based SQL: members, background
 * conversations of ten messages each (every tenth with the newest two unread), spread over a
 * year and interleaved as real traffic is, and the busy member's 5,000 conversations of 20
 * messages over the last 30 days (every fifth with two unread), with a few reactions and files.
 * Each conversation starts with its first message, so the busy member's fall in the reply-time
 * window and their batch counts them all.
 * The messages' secondary indexes are dropped for the load and built again after it, as a
 * restore would; foreign keys are not checked (the ids are made consistent by construction).
 * Each conversation's first message and first answer are then set on it, as storing the
 * messages keeps them (decision 068).
 */
export async function seedBusyChat(url: string, size: SeedSize, passwordHash: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    await run(`set session_replication_role = replica`);
    await run(`set maintenance_work_mem = '512MB'`);
    await run(`set synchronous_commit = off`);
    const background = Math.max(0, size.messages - BUSY.messages);
    const dialogues = Math.floor(background / PER_DIALOGUE);
    const members = Math.max(BUSY.dialogues + 1, Math.round(size.messages / 100));
    const params = { background: dialogues * PER_DIALOGUE, dialogues, members };

    await run(
      `insert into users (id, username, email, password_hash, date_joined)
       overriding system value
       values (1, $1::text, $1::text || '@example.com', $2::text, now() - interval '2 years')`,
      [BUSY.username, passwordHash],
    );
    await run(
      `insert into users (id, username, email, date_joined) overriding system value
       select g, 'member' || g, 'member' || g || '@example.com', now() - interval '2 years'
       from generate_series(2, $1::int + 1) g`,
      [members],
    );

    // Background conversation j joins members u and u + offset (mod the member count):
    // unique pairs while the offsets stay under half the members.
    await run(
      `insert into dialogues (id, user_low_id, user_high_id, created_at, last_message_at)
       overriding system value
       select $3::int + 1 + j, least(u, v), greatest(u, v),
         now() - interval '1 hour' - ($1::bigint - j) * (interval '365 days' / $1::bigint),
         now() - interval '1 hour' - ($1::bigint - j - ($4::int - 1) * $2::bigint) * (interval '365 days' / $1::bigint)
       from generate_series(0, $2::int - 1) j,
         lateral (select 2 + j % $5::int as u,
           2 + (j % $5::int + 1 + j / $5::int) % $5::int as v) pair`,
      [params.background, dialogues, BUSY.dialogues, PER_DIALOGUE, members],
    );
    await run(
      `insert into dialogues (id, user_low_id, user_high_id, created_at, last_message_at)
       overriding system value
       select b, 1, b + 1,
         now() - interval '1 hour' - ($2::int - (b - 1)) * (interval '30 days' / $2::int),
         now() - interval '1 hour'
       from generate_series(1, $1::int) b`,
      [BUSY.dialogues, BUSY.messages],
    );

    const indexes = await run(
      `select indexname, indexdef from pg_indexes
       where tablename = 'messages' and indexname <> 'messages_pkey'`,
    );
    for (const row of indexes.rows as { indexname: string }[]) {
      await run(`drop index ${row.indexname}`);
    }
    // Message g of the background is the (g / dialogues)-th of conversation g % dialogues.
    await run(
      `insert into messages (id, dialogue_id, sender_id, text, created_at) overriding system value
       select g + 1, d.id, case when (g / $2::int) % 2 = 0 then d.user_low_id else d.user_high_id end,
         (array['Hello, are you free for a collab next month?', 'Sounds good, send me the brief',
           'What is your rate for a reel and two stories?', 'Thanks! I will check with the team',
           'Here are my latest stats', 'Can we move the post to Friday?'])[1 + g % 6],
         now() - interval '1 hour' - ($1::bigint - g) * (interval '365 days' / $1::bigint)
       from generate_series(0, $1::bigint - 1) g
       join dialogues d on d.id = $3::int + 1 + (g % $2::int)`,
      [params.background, dialogues, BUSY.dialogues],
    );
    await run(
      `insert into messages (id, dialogue_id, sender_id, text, created_at) overriding system value
       select $1::bigint + 1 + h, 1 + h % $2::int,
         case when (h / $2::int) % 2 = 0 then 2 + h % $2::int else 1 end,
         'Message ' || h || ' about the campaign brief and the dates',
         now() - interval '1 hour' - ($3::int - h) * (interval '30 days' / $3::int)
       from generate_series(0, $3::int - 1) h`,
      [params.background, BUSY.dialogues, BUSY.messages],
    );
    for (const row of indexes.rows as { indexdef: string }[]) await run(row.indexdef);
    // Each conversation's first message and first answer, as storing the messages keeps them
    // (decision 068): the same statement as migration 0032's backfill.
    await run(REPLY_TIMES_BACKFILL);

    // Read marks: the background's newest two unread in every tenth conversation, the busy
    // member's two newest from the other side unread in every fifth.
    await run(
      `insert into dialogue_members (dialogue_id, user_id, last_read_message_id, last_read_at)
       select d.id, member, (d.id - $2::int) + $1::bigint * (case when d.id % 10 = 0 then $3::int - 3 else $3::int - 1 end),
         now() - interval '1 hour'
       from dialogues d, unnest(array[d.user_low_id, d.user_high_id]) member
       where d.id > $2::int`,
      [dialogues, BUSY.dialogues, PER_DIALOGUE],
    );
    const busyPer = BUSY.messages / BUSY.dialogues;
    await run(
      `insert into dialogue_members (dialogue_id, user_id, last_read_message_id, last_read_at)
       select b, member, $1::bigint + b + $2::int * (case when member = 1 and b % 5 = 0 then $3::int - 5 else $3::int - 1 end),
         now() - interval '1 hour'
       from generate_series(1, $2::int) b, unnest(array[1, b + 1]) member`,
      [params.background, BUSY.dialogues, busyPer],
    );
    // Reactions from the other side on the busy member's newest message in 500 conversations,
    // and a picture on 100 of them.
    await run(
      `insert into message_reactions (message_id, user_id, emoji)
       select $1::bigint + b + $2::int * ($3::int - 1), b + 1, '👍' from generate_series(1, 500) b`,
      [params.background, BUSY.dialogues, busyPer],
    );
    await run(
      `insert into chat_attachments (dialogue_id, uploader_id, message_id, kind, name, content_type,
         size, width, height, file_key)
       select b, 1, $1::bigint + b + $2::int * ($3::int - 1), 'image', 'brief.jpg', 'image/jpeg',
         120000, 1200, 800, md5(b::text)
       from generate_series(1, 100) b`,
      [params.background, BUSY.dialogues, busyPer],
    );

    // Profile views and clicks of the members with the lowest ids (the creators), 90 days.
    await run(
      `insert into profile_events (owner_id, kind, target_id, visitor, day, referrer, created_at)
       select 2 + g % least($2::int, 20000), (array['view', 'view', 'view', 'contact', 'link'])[1 + g % 5],
         case when g % 5 = 4 then 1 end, md5((g % 5000)::text), (now() - (g % 90) * interval '1 day')::date,
         case when g % 7 = 0 then 'instagram.com' end, now() - (g % 90) * interval '1 day'
       from generate_series(0, $1::int - 1) g`,
      [size.events, members],
    );

    for (const table of ['users', 'dialogues', 'messages', 'chat_attachments', 'profile_events']) {
      await run(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await run(`reset session_replication_role`);
    await run(
      `vacuum analyze users, dialogues, dialogue_members, messages, message_reactions,
         chat_attachments, profile_events`,
    );
    return params;
  } finally {
    await client.end();
  }
}
