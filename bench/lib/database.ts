import pg from 'pg';

/** The PostgreSQL server benchmarks run on; each run gets a fresh database on it. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates an empty database for this run and returns its URL and a way to drop it. */
export async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Writes the pages a seed left dirty (gigabytes after a bulk load), so they are not written
 * under the timed requests: a commit behind that flush took 0.2-0.8 s (bench:jobs), and a
 * search run right after seeding a million profiles lost a third of one endpoint's throughput.
 * A database in service wrote its pages long before. Needs a superuser or pg_checkpoint;
 * without either the run goes on and says so.
 */
export async function checkpointAfterSeeding(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } catch (error) {
    console.warn(
      `no checkpoint after seeding (${String(error)}): the first timings may wait on it`,
    );
  } finally {
    await client.end();
  }
}
