import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { registerErrorHandler } from './error-handler';

/** A statement that fails in PostgreSQL itself, as a route would meet it. */
const failing: Record<string, ReturnType<typeof sql>> = {
  'out-of-range': sql`select ${3_000_000_000}::int`,
  nul: sql`select ${'a\u0000b'}::text`,
  'bad-number': sql`select ${'abc'}::int`,
  'too-long': sql`insert into short values (${'abcd'})`,
  'users-email': sql`insert into users values ('x'), ('X')`,
  'other-unique': sql`insert into pairs values (1), (1)`,
  'undefined-table': sql`select * from no_such_table`,
};

describe('the error handler and database errors', () => {
  let app: FastifyInstance;
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const db = drizzle({ client });
    await db.execute(sql`create table users (email text)`);
    await db.execute(sql`create unique index users_email_lower_idx on users (lower(email))`);
    await db.execute(sql`create table pairs (id int primary key)`);
    await db.execute(sql`create table short (value varchar(3))`);
    app = Fastify();
    registerErrorHandler(app);
    app.get<{ Params: { name: string } }>('/drizzle/:name', async (request) => {
      const statement = failing[request.params.name];
      if (statement) await db.execute(statement);
      return {};
    });
    // postgres.js (the search pages) throws its own error, with `constraint_name`.
    app.get('/postgres-js/unique', async () => {
      throw Object.assign(new Error('duplicate key'), {
        code: '23505',
        constraint_name: 'users_username_lower_idx',
      });
    });
  });
  afterAll(async () => {
    await app.close();
    await client.close();
  });

  it.each(['out-of-range', 'nul', 'bad-number', 'too-long'])(
    'answers 400, not 500, when bad input reaches PostgreSQL (%s)',
    async (name) => {
      const response = await app.inject(`/drizzle/${name}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Some of the values sent are not valid.' });
    },
  );

  it('turns a unique violation on a known index into that field error', async () => {
    const response = await app.inject('/drizzle/users-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['A user with that email already exists.'] });
  });

  it('reads the constraint from a postgres.js error too', async () => {
    const response = await app.inject('/postgres-js/unique');
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('answers any other unique violation with a non-field 400', async () => {
    const response = await app.inject('/drizzle/other-unique');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });

  it('keeps a 500 for database errors a request cannot cause', async () => {
    const response = await app.inject('/drizzle/undefined-table');
    expect(response.statusCode).toBe(500);
  });
});
