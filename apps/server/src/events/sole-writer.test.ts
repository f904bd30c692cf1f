import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/app';

// The long time to live of event-kept caches rests on this: only the embedded database is
// written by this process alone; PostgreSQL may have other instances and the admin command.
describe('the event bus of a built app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('says it is the sole writer on the embedded database only', () => {
    const embedded = !process.env.TEST_DATABASE_URL;
    expect(app.database.kind).toBe(embedded ? 'pglite' : 'postgres');
    expect(app.services.events.soleWriter).toBe(embedded);
  });
});
