import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { openDatabase, pgliteHandle, startPglite, type DatabaseHandle } from '../db/client';
import { answerWithin } from '../lib/deadline';
import { clockMoves } from './clock';

/**
 * The embedded databases of a test worker, lent to one app at a time and emptied when it
 * closes: starting one from the template took about 0.65 s, hundreds of times a run, and
 * emptying one takes about a tenth of that (decision 128). What a file leaves behind never
 * reaches the next: its rows, sequences and session state are reset, and a database whose
 * schema, roles, settings or planner statistics it changed is closed instead of lent again, and
 * so is one that ran while a test moved the clock (`withClockAhead`): PostgreSQL had armed a
 * timer (its idle statistics flush) for a time in the moved future; once the clock was back,
 * Node ran it at once (it cannot wait over 24.8 days), and each run armed it again, a loop of
 * about 250 timers a second that lasted as long as the worker did (24,640 warnings in one run
 * of the unit half here).
 * `TEST_PGLITE_POOL=off` starts one per app, as before, to rule the pool out when a file
 * passes alone but not in the suite.
 */

/** How many emptied databases a worker keeps; a file rarely holds more than two at once. */
const KEPT = 3;
/** A reset taking longer than this means the database is stuck: it is closed instead. */
const RESET_MS = 10_000;

/** The tables and sequences of the template, and what its schema looks like. */
interface Baseline {
  tables: string[];
  sequences: { name: string; lastValue: string | null }[];
  fingerprint: string;
}

/** Everything outside PostgreSQL's own schemas; drizzle's holds the migrations applied. */
const OURS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`;

/**
 * What a test could change and the reset does not restore: tables, columns, indexes,
 * constraints and whether they are valid, triggers and whether they are enabled, functions,
 * roles, extensions, the database's settings, and planner statistics (a plan with other
 * statistics may return unordered rows in another order).
 */
const FINGERPRINT = `select md5(string_agg(part, '|' order by part)) as fingerprint from (
  select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as part
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OURS}
  union all select 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' ||
      concat_ws(',', a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped)
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace where ${OURS} and a.attnum > 0
  union all select 'i:' || indexrelid::regclass::text || ':' || indisvalid::text from pg_index
  union all select 't:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
    from pg_trigger
  union all select 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OURS}
  union all select 'k:' || conrelid::regclass::text || '.' || conname || ':' || convalidated::text
    from pg_constraint
  union all select 'r:' || rolname from pg_roles
  union all select 'e:' || extname || ':' || extversion from pg_extension
  union all select 'd:' || array_to_string(setconfig, ',') from pg_db_role_setting
  union all select 's:' || count(*)::text
    from pg_statistic s join pg_class c on c.oid = s.starelid
    join pg_namespace n on n.oid = c.relnamespace where ${OURS}
) parts`;

const quoted = (name: string) => `'${name.replaceAll("'", "''")}'`;

async function baselineOf(client: PGlite): Promise<Baseline> {
  const tables = (
    await client.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and ${OURS} and n.nspname <> 'drizzle' order by 1`,
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await client.query<{ name: string; lastValue: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue"
       from pg_sequences order by 1`,
    )
  ).rows;
  // Emptying is all a reset does: rows a migration wrote would be lost with a test's.
  const filled = await filledTables(client, tables);
  if (filled.length > 0) {
    throw new Error(
      `The migrated template holds rows in ${filled.join(', ')}; the test pool cannot restore them (src/test/pglite-pool.ts).`,
    );
  }
  return { tables, sequences, fingerprint: await fingerprintOf(client) };
}

async function fingerprintOf(client: PGlite) {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]?.fingerprint ?? '';
}

/** The tables holding a row, in one statement. */
async function filledTables(client: PGlite, tables: string[]) {
  const probes = tables.map(
    (table) => `select ${quoted(table)} as name where exists (select from ${table})`,
  );
  return (await client.query<{ name: string }>(probes.join(' union all '))).rows.map(
    (row) => row.name,
  );
}

/**
 * Empties the database as the template left it: session state (settings, prepared statements,
 * temporary tables, advisory locks, LISTEN), every row, and the sequences' positions; then
 * compares the schema's fingerprint with the template's.
 */
async function reset(client: PGlite, baseline: Baseline) {
  await client.exec('discard all');
  const filled = await filledTables(client, baseline.tables);
  if (filled.length > 0) {
    // Row by row with the triggers and foreign keys off (a replica's role): TRUNCATE would
    // have to take every table a foreign key reaches, 0.15 s even when they are empty. The
    // dead rows are vacuumed, so the tables do not grow from file to file.
    await client.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      for (const table of filled) await tx.exec(`delete from ${table}`);
    });
    await client.exec(`vacuum ${filled.join(', ')}`);
  }
  const restarts = baseline.sequences.map(({ name, lastValue }) =>
    lastValue === null
      ? `(select setval(${quoted(name)}, seqstart, false) from pg_sequence where seqrelid = ${quoted(name)}::regclass)`
      : `setval(${quoted(name)}, ${lastValue}, true)`,
  );
  if (restarts.length > 0) await client.query(`select ${restarts.join(', ')}`);
  if ((await fingerprintOf(client)) !== baseline.fingerprint) {
    throw new Error('the test changed the schema, roles, settings or statistics');
  }
}

interface Pool {
  idle: PGlite[];
  /** Taken from the first database the pool starts, untouched, which is then lent as well. */
  baseline: Promise<Baseline>;
}

/** One per template file (tests may name another), per worker: files share its modules. */
const pools = new Map<string, Pool>();

/** How many databases this worker's pools started and closed; the pool's own tests read it. */
export const poolCounts = { started: 0, closed: 0 };

async function start(template: string) {
  const client = await startPglite('memory://', template);
  poolCounts.started++;
  return client;
}

function poolOf(template: string): Pool {
  let pool = pools.get(template);
  if (!pool) {
    const idle: PGlite[] = [];
    const baseline = start(template).then(async (client) => {
      const taken = await baselineOf(client);
      idle.push(client);
      return taken;
    });
    pools.set(template, (pool = { idle, baseline }));
  }
  return pool;
}

/**
 * A PGlite client that answers until the lease ends, then refuses like a closed database: an
 * app's late timer must not write into the next file's database.
 */
function lease(client: PGlite) {
  let ended = false;
  const lent = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (ended) throw new Error('PGlite is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { lent, end: () => (ended = true) };
}

/**
 * `BuildOptions.openDatabase` for tests: an in-memory embedded database from the pool, given
 * back emptied when the app closes it. Any other database opens as the app would open it.
 */
export async function openPooledDatabase(config: Config): Promise<DatabaseHandle> {
  const template = config.pgliteTemplate;
  if (
    config.databaseUrl ||
    !template ||
    config.pgliteDir !== 'memory://' ||
    process.env.TEST_PGLITE_POOL === 'off'
  ) {
    return openDatabase(config);
  }
  const pool = poolOf(template);
  const baseline = await pool.baseline;
  const client = pool.idle.pop() ?? (await start(template));
  const { lent, end } = lease(client);
  const movesBefore = clockMoves.count;
  let closing: Promise<void> | undefined;
  return pgliteHandle(lent, () => {
    closing ??= (async () => {
      end();
      try {
        // A database that saw a moved clock is not reset but closed (see above).
        if (clockMoves.count === movesBefore && pool.idle.length < KEPT) {
          await answerWithin(reset(client, baseline), RESET_MS, `no answer in ${RESET_MS} ms`);
          pool.idle.push(client);
          return;
        }
      } catch {
        // Changed or stuck: not lent again.
      }
      poolCounts.closed++;
      await client.close().catch(() => undefined);
    })();
    return closing;
  });
}
