import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../test/config';
import { eventually } from '../../test/eventually';
import {
  postgresServerMissing,
  startPostgresServer,
  type PostgresServer,
} from '../../test/postgres-server';
import { startSmtpSink, subjectOf, type SmtpSink } from '../../test/smtp-sink';
import { member } from '../deals/deals.fixtures';
import { earningsApi } from './earnings.fixtures';

const missing = process.env.TEST_DATABASE_URL ? undefined : postgresServerMissing();
if (missing) console.log(`paid-notice.instances.test: skipped, ${missing}`);

describe.runIf(!missing)('"You\'ve been paid" on two instances of one database', () => {
  let postgres: PostgresServer | undefined;
  let sink: SmtpSink;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    sink = await startSmtpSink();
    postgres = process.env.TEST_DATABASE_URL ? undefined : await startPostgresServer();
    const databaseUrl = process.env.TEST_DATABASE_URL ?? postgres?.url;
    // Both instances run jobs: each release's mail job must be claimed by one of them only.
    const config = () => testConfig({ databaseUrl, smtpUrl: sink.url, runJobs: true });
    first = await buildApp(config(), { logger: false });
    await first.ready();
    second = await buildApp(config(), { logger: false });
    await second.ready();
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sink?.close();
    await postgres?.remove();
  }, 60_000);

  it('mails each release once, whichever instance records it and runs the job', async () => {
    const api = earningsApi(first);
    const seller = await api.seller();
    const email = (await first.services.users.findById(seller.id))?.email ?? '';
    const buyer = await member(first);
    const orders = [];
    for (const price of [310, 320, 330]) {
      const order = await api.paidOrder(buyer, seller, price);
      await api.approved(buyer, seller, order.id);
      orders.push(order);
    }
    const paid = () =>
      sink.mails.filter((mail) => mail.to.includes(email) && /been paid/.test(subjectOf(mail)));
    await eventually(() => paid().length === 3, 'three paid mails', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(paid().map(subjectOf).sort()).toEqual([
      "You've been paid $310",
      "You've been paid $320",
      "You've been paid $330",
    ]);
  }, 90_000);
});
