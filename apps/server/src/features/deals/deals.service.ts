import { DEAL_MESSAGES, type LegalNameData } from '@partnerly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { conflict } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { RateLimits } from '../../lib/rate-limits';
import { clockNow } from '../../lib/jobs/job-worker';
import type { Mailer } from '../../lib/mailer';
import type { MailLinks } from '../notifications/mails/notification-mail';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { dealContacts } from './deal-contacts';
import { dealMails } from './deal-mails';
import { dealNotices } from './deal-notices';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository } from './deals.repository';
import { disputesService } from './disputes.service';
import type { AuditLog, Conversations, DeliveryProof, Packages, Plans } from './deal-ports';
import { offerSuspensions } from './offer-suspensions';
import { offersService } from './offers.service';
import { orderSteps } from './order-steps';
import { orderTimers } from './order-timers';
import { ordersService } from './orders.service';
import { orderPaymentsService } from './order-payments.service';
import { paymentsModeOf, stripeConnect } from './payment-gateway';
import { paymentWait } from './payment-wait';
import { secondChargesService } from './second-charges';
import { buyerConversations } from './buyer-conversations';
import { moneyTermsService } from './money-terms';
import { payoutNudges } from './payout-nudges';
import { deliveryFilesService } from './delivery-files.service';
import { databaseFileStore } from '../chat/file-store';
import { payoutsService } from './payouts.service';
import { postRemovals } from './post-removals';

/** What the deals feature is built from: other features' services, by name (deals.module.ts). */
export interface DealsDependencies {
  db: Database;
  users: Pick<UsersService, 'findById' | 'findByUsername'>;
  conversations: Conversations;
  audit: AuditLog;
  packages: Packages;
  notifications: Pick<NotificationsService, 'queueNotice' | 'wants'>;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue' | 'enqueueOnce'>;
  mailer: Mailer;
  mailLinks: MailLinks;
  /** The per-action budgets (offers to strangers). */
  limits: RateLimits;
  /** Whether a member is on Full Access: selling asks for it (decision 107). */
  plans: Plans;
  /** Deal payments (issue 33): Stripe when configured, the fee and where pages live. */
  stripe: Stripe | undefined;
  config: Config;
  log: FastifyBaseLogger;
  /** Delivered posts verified at their platforms (issue 47); absent in some unit tests. */
  proof?: DeliveryProof;
}

/** The legal or company name a member puts on agreements: set once, then fixed. */
function legalNamesService(db: Database) {
  const repository = dealsRepository(db);
  return {
    async get(userId: number): Promise<LegalNameData> {
      return { legal_name: (await repository.legalNames([userId])).get(userId) ?? null };
    },
    async set(userId: number, name: string): Promise<LegalNameData> {
      if (!(await repository.setLegalName(userId, name, clockNow()))) {
        throw conflict(DEAL_MESSAGES.legalNameSet);
      }
      return { legal_name: name };
    },
  };
}

/** The deals feature's services (issue 32): offers, orders, their notices, legal names. */
export function dealsServices({ db, ...deps }: DealsDependencies) {
  const contacts = dealContacts(db, deps.conversations);
  const mails = dealMails({
    db,
    contacts,
    notifications: deps.notifications,
    users: deps.users,
    mailer: deps.mailer,
    links: deps.mailLinks,
    jobs: deps.jobs,
  });
  const notices = dealNotices(deps.notifications, mails);
  const { payouts, payments, secondCharges, moneyTerms, mode } = dealPayments(db, deps);
  const nudges = payoutNudges({
    mode: paymentsModeOf(deps.config, deps.stripe),
    notifications: deps.notifications,
    mails,
  });
  const steps = orderSteps(db, deps.events, payments);
  const wait = paymentWait({
    db,
    mode,
    unpaidCancelDays: deps.config.dealPayments.unpaidCancelDays,
    steps,
    notices,
    jobs: deps.jobs,
    payouts,
    nudges,
  });
  const orders = ordersService(
    db,
    deps.users,
    deps.conversations,
    steps,
    deps.events,
    deps.jobs,
    deps.audit,
    payments.checkSplit,
    wait,
    deps.proof,
  );
  const timers = orderTimers(db, steps, notices, deps.proof);
  const offers = offersService(
    db,
    deps.users,
    deps.conversations,
    deps.packages,
    orders,
    deps.events,
    deps.jobs,
    contacts,
    deps.limits,
    payments,
    deps.plans,
  );
  return {
    offers,
    suspensions: offerSuspensions(db, deps.events, deps.jobs),
    orders,
    disputes: disputesService({ db, steps, audit: deps.audit, jobs: deps.jobs }),
    timers,
    wait,
    notices,
    nudges,
    mails,
    legalNames: legalNamesService(db),
    postRemoved: postRemovals(deps.events),
    deliveryFiles: deliveryFilesService({ db, store: databaseFileStore(db) }),
    buyerConversations: buyerConversations(db),
    payouts,
    payments,
    secondCharges,
    moneyTerms,
  };
}

/** Payouts to sellers and orders' payments, through Stripe Connect or the test mode. */
function dealPayments(db: Database, deps: Omit<DealsDependencies, 'db'>) {
  const mode = paymentsModeOf(deps.config, deps.stripe);
  const connect =
    mode === 'stripe' && deps.stripe
      ? stripeConnect(deps.stripe, deps.config.publicUrl)
      : undefined;
  const common = { db, mode, connect, log: deps.log, publicUrl: deps.config.publicUrl };
  const payouts = payoutsService(common);
  const recording = { events: deps.events, jobs: deps.jobs, audit: deps.audit };
  const secondCharges = secondChargesService({ db, connect, ...recording });
  const payments = orderPaymentsService({
    ...common,
    ...recording,
    payouts,
    secondCharges,
    feePercent: deps.config.dealPayments.feePercent,
  });
  const moneyTerms = moneyTermsService({
    users: deps.users,
    payouts,
    mode,
    feePercent: deps.config.dealPayments.feePercent,
  });
  return { payouts, payments, secondCharges, moneyTerms, mode };
}

export type DealsServices = ReturnType<typeof dealsServices>;
