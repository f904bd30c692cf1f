import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { chatAttachments } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { expectRunAtStartThenEvery } from '../../test/repeating-jobs';
import { withClockAhead } from '../../test/clock';
import { storedCounts, png, twoMembers, uploaded } from './attachments.fixtures';
import {
  ATTACHMENTS_CLEANUP_EVERY_SECONDS,
  attachmentsCleanupJob,
} from './attachments-cleanup.job';

const HOUR_MS = 60 * 60_000;

describe('the clean-up of unattached uploads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('deletes uploads no message took within a day, with their bytes, once across instances', async () => {
    const { ada, bob, adaHeaders } = await twoMembers(app);
    const file = { filename: 'a.png', contentType: 'image/png', bytes: await png() };
    const abandoned = await uploaded(app, adaHeaders, bob.username, file);
    const sent = await uploaded(app, adaHeaders, bob.username, file);
    // A message carries `sent`: it stays however old.
    await app.services.chat.send(ada, '', bob.username, undefined, [sent.id]);
    const before = await storedCounts(app);
    const run = attachmentsCleanupJob(app.services.chatAttachments);

    // 23 hours on: too young.
    await withClockAhead(23 * HOUR_MS, run);
    expect(await storedCounts(app)).toEqual(before);

    // 25 hours on, two instances at once: each file goes once, and neither run fails.
    await withClockAhead(25 * HOUR_MS, () => Promise.all([run(), run()]));
    expect(await storedCounts(app)).toEqual({ rows: before.rows - 1, files: before.files - 2 });
    const left = await app.database.db
      .select({ id: chatAttachments.id })
      .from(chatAttachments)
      .where(inArray(chatAttachments.id, [abandoned.id, sent.id]));
    expect(left).toEqual([{ id: sent.id }]);
  });

  it('runs when the app starts and then every hour', async () => {
    await expectRunAtStartThenEvery(
      app,
      'chat.attachments-cleanup',
      ATTACHMENTS_CLEANUP_EVERY_SECONDS,
      'the first clean-up',
    );
  });
});
