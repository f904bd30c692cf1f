import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer';
import { startHangingSmtp } from '../test/smtp-faults';

const silent = { error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const mail = { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

describe('createMailer', () => {
  let hanging: Awaited<ReturnType<typeof startHangingSmtp>>;

  beforeAll(async () => {
    hanging = await startHangingSmtp();
  });
  afterAll(async () => {
    await hanging.close();
  });

  it('gives up on a mail server that never answers after its timeout, with an error', async () => {
    const mailer = createMailer(hanging.url, 'no-reply@partnerly.test', silent, {
      timeoutMs: 500,
    });
    const started = Date.now();
    const error = await mailer.send(mail).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(2_000);
    // The job that called it stores this message and retries the mail later.
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/timeout|took over/i);
  });
});
