import { isActiveStatus } from '@partnerly/shared';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import { dealsAdminRoutes } from './deals.admin-routes';
import { dealMoneyRoutes } from './deal-money.routes';
import {
  autoApprovalJob,
  closeOffersJob,
  dealMailJob,
  offerExpiryJob,
  paymentExpiryJob,
  paymentSettleJob,
  reminderJob,
  secondChargeRefundJob,
} from './deals.job';
import type { DealJobs } from './deal-job-payloads';
import { dealsRoutes } from './deals.routes';
import { disputesRoutes } from './disputes.routes';
import { deliveryFilesRoutes } from './delivery-files.routes';
import { paymentsRoutes } from './payments.routes';
import { buyerConversations, type BuyerConversations } from './buyer-conversations';
import { dealContacts, type DealContacts } from './deal-contacts';
import { dealMails, type DealMails } from './deal-mails';
import { dealNotices, type DealNotices } from './deal-notices';
import { deliveryFilesService, type DeliveryFilesService } from './delivery-files.service';
import { disputesService, type DisputesService } from './disputes.service';
import { legalNamesService, type LegalNamesService } from './legal-names.service';
import { moneyTermsService, type MoneyTermsService } from './money-terms';
import { offerSuspensions, type OfferSuspensions } from './offer-suspensions';
import { offerViewsService, type OfferViewsService } from './offer-views.service';
import { offersService, type OffersService } from './offers.service';
import { orderActionsService, type OrderActionsService } from './order-actions.service';
import { orderAgreementsService, type OrderAgreementsService } from './order-agreements.service';
import { orderPaymentsService, type OrderPaymentsService } from './order-payments.service';
import {
  paymentSettlementsService,
  type PaymentSettlementsService,
} from './payment-settlements.service';
import { orderSteps, type OrderSteps } from './order-steps';
import { orderTimers, type OrderTimers } from './order-timers';
import { ordersAdminService, type OrdersAdminService } from './orders-admin.service';
import { ordersService, type OrdersService } from './orders.service';
import { paymentGateway, type PaymentGateway } from './payment-gateway';
import { paymentWait, type PaymentWait } from './payment-wait';
import { payoutNudges, type PayoutNudges } from './payout-nudges';
import { payoutsService, type PayoutsService } from './payouts.service';
import { postRemovals, type PostRemovals } from './post-removals';
import { secondChargesService, type SecondChargesService } from './second-charges';
import { databaseFileStore } from '../chat/file-store';
import { dealFrames } from './deals.socket';
import { dealsWithin } from './deals.within';

declare module '../../modules/registry' {
  interface Services {
    /** Offers: made, answered, countered, expired (issue 32). */
    offers: OffersService;
    /** Offers as their members see them: one, the list, the socket frame. */
    offerViews: OfferViewsService;
    /** A suspended member's open offers closed (issue 46). */
    offerSuspensions: OfferSuspensions;
    /** Orders opened from accepted offers and read by their two members (issue 32). */
    orders: OrdersService;
    /** What an order's two members do to it: deliver, approve, cancel, dispute (issue 32). */
    orderActions: OrderActionsService;
    /** What an order's agreement is made of. */
    orderAgreements: OrderAgreementsService;
    /** The admin's Deals tab: orders, their detail, a dispute's verdict. */
    ordersAdmin: OrdersAdminService;
    /** An order's one step at a time: the conditional UPDATE, its timeline, jobs and event. */
    orderSteps: OrderSteps;
    /** The auto-approval and the reminders. */
    orderTimers: OrderTimers;
    /** An accepted order waiting for its payment (decision 092). */
    paymentWait: PaymentWait;
    disputes: DisputesService;
    /** Who answered whom: strangers' offers draw on a budget, their mails are grouped (079). */
    dealContacts: DealContacts;
    dealMails: DealMails;
    dealNotices: DealNotices;
    /** The nudge to a seller whose payouts a new deal waits on (decision 090). */
    payoutNudges: PayoutNudges;
    legalNames: LegalNamesService;
    postRemovals: PostRemovals;
    deliveryFiles: DeliveryFilesService;
    /** The conversations a buyer without a plan may still write in (decision 107). */
    buyerConversations: BuyerConversations;
    /** Stripe Connect or the test mode (issue 33). */
    paymentGateway: PaymentGateway;
    payouts: PayoutsService;
    /** An order's payment taken and held; what orders and offers cost and pay. */
    orderPayments: OrderPaymentsService;
    /** A closed order's payment moved, and the settlements that keep failing. */
    paymentSettlements: PaymentSettlementsService;
    secondCharges: SecondChargesService;
    moneyTerms: MoneyTermsService;
  }
  interface AppJobs extends DealJobs {}
}

export const dealsModule: FeatureModule = {
  name: 'deals',
  // One service per name, each from the others by name (decision 114).
  services: {
    offers: ({
      db,
      users,
      chat,
      packages,
      orders,
      events,
      jobs,
      dealContacts,
      limiter,
      offerViews,
      subscriptions,
    }) =>
      offersService({
        db,
        users,
        conversations: chat,
        packages,
        orders,
        events,
        jobs,
        contacts: dealContacts,
        limits: limiter,
        views: offerViews,
        plans: {
          fullAccess: async (userId) =>
            isActiveStatus((await subscriptions.findByUser(userId))?.status),
        },
      }),
    offerViews: ({ db, users, orderPayments }) =>
      offerViewsService({ db, users, payments: orderPayments }),
    offerSuspensions: ({ db, events, jobs }) => offerSuspensions({ db, events, jobs }),
    orders: ({ db, users, orderSteps, events, jobs, paymentWait, deliveryProof }) =>
      ordersService({
        db,
        users,
        steps: orderSteps,
        events,
        jobs,
        wait: paymentWait,
        proof: deliveryProof,
      }),
    orderActions: ({ orders, orderSteps, jobs, audit, deliveryProof }) =>
      orderActionsService({ orders, steps: orderSteps, jobs, audit, proof: deliveryProof }),
    ordersAdmin: ({ db, users, chat, orderSteps, audit, paymentSettlements }) =>
      ordersAdminService({
        db,
        users,
        conversations: chat,
        steps: orderSteps,
        audit,
        settlements: paymentSettlements,
      }),
    orderAgreements: ({ db }) => orderAgreementsService({ db }),
    orderSteps: ({ db, events, orderPayments, paymentSettlements }) =>
      orderSteps({ db, events, payments: orderPayments, settlements: paymentSettlements }),
    orderTimers: ({ db, orderSteps, dealNotices, deliveryProof }) =>
      orderTimers({ db, steps: orderSteps, notices: dealNotices, proof: deliveryProof }),
    paymentWait: ({
      db,
      config,
      paymentGateway,
      orderSteps,
      dealNotices,
      jobs,
      payouts,
      payoutNudges,
    }) =>
      paymentWait({
        db,
        mode: paymentGateway.mode,
        unpaidCancelDays: config.dealPayments.unpaidCancelDays,
        steps: orderSteps,
        notices: dealNotices,
        jobs,
        payouts,
        nudges: payoutNudges,
      }),
    disputes: ({ db, orderSteps, audit, jobs }) =>
      disputesService({ db, steps: orderSteps, audit, jobs }),
    dealContacts: ({ db, chat }) => dealContacts({ db, conversations: chat }),
    dealMails: ({ db, dealContacts, notifications, users, mailer, mailLinks, jobs }) =>
      dealMails({
        db,
        contacts: dealContacts,
        notifications,
        users,
        mailer,
        links: mailLinks,
        jobs,
      }),
    dealNotices: ({ notifications, dealMails }) => dealNotices({ notifications, mails: dealMails }),
    payoutNudges: ({ paymentGateway, notifications, dealMails }) =>
      payoutNudges({ mode: paymentGateway.mode, notifications, mails: dealMails }),
    legalNames: ({ db }) => legalNamesService({ db }),
    postRemovals: ({ events }) => postRemovals(events),
    deliveryFiles: ({ db }) => deliveryFilesService({ db, store: databaseFileStore(db) }),
    buyerConversations: ({ db }) => buyerConversations(db),
    paymentGateway: ({ config, stripe }) => paymentGateway(config, stripe),
    payouts: ({ db, paymentGateway: { mode, connect }, log, config }) =>
      payoutsService({ db, mode, connect, log, publicUrl: config.publicUrl }),
    orderPayments: ({
      db,
      paymentGateway: { mode, connect },
      log,
      config,
      events,
      audit,
      payouts,
      secondCharges,
      paymentSettlements,
    }) =>
      orderPaymentsService({
        db,
        mode,
        connect,
        log,
        publicUrl: config.publicUrl,
        events,
        audit,
        payouts,
        secondCharges,
        settlements: paymentSettlements,
        feePercent: config.dealPayments.feePercent,
      }),
    paymentSettlements: ({ db, paymentGateway, events, jobs, audit, secondCharges }) =>
      paymentSettlementsService({
        db,
        connect: paymentGateway.connect,
        secondCharges,
        events,
        jobs,
        audit,
      }),
    secondCharges: ({ db, paymentGateway, events, jobs, audit }) =>
      secondChargesService({ db, connect: paymentGateway.connect, events, jobs, audit }),
    moneyTerms: ({ users, payouts, rates, paymentGateway, config }) =>
      moneyTermsService({
        users,
        payouts,
        rates,
        mode: paymentGateway.mode,
        feePercent: config.dealPayments.feePercent,
      }),
  },
  routes: (services) => [
    withServices(dealsRoutes, services),
    withServices(disputesRoutes, services),
    withServices(dealsAdminRoutes, services),
    withServices(paymentsRoutes, services),
    withServices(dealMoneyRoutes, services),
    withServices(deliveryFilesRoutes, services),
  ],
  jobs: {
    'deals.offer-expiry': { run: ({ offers }) => offerExpiryJob(offers) },
    'deals.close-offers-of': { run: ({ offerSuspensions }) => closeOffersJob(offerSuspensions) },
    'deals.auto-approval': { run: ({ orderTimers }) => autoApprovalJob(orderTimers) },
    'deals.reminder': {
      run: ({ orderTimers, paymentWait }) => reminderJob(orderTimers, paymentWait),
    },
    'deals.payment-expiry': { run: ({ paymentWait }) => paymentExpiryJob(paymentWait) },
    'deals.mail': { run: ({ dealMails }) => dealMailJob(dealMails) },
    'deals.payment-settle': {
      run: ({ paymentSettlements }) => paymentSettleJob(paymentSettlements),
    },
    'deals.second-charge-refund': {
      run: ({ secondCharges }) => secondChargeRefundJob(secondCharges),
    },
  },
  // The pushes are queued by the notifications service, which declares them.
  queues: [
    'deals.offer-expiry',
    'deals.close-offers-of',
    'deals.auto-approval',
    'deals.reminder',
    'deals.payment-expiry',
    'deals.mail',
    'deals.payment-settle',
    'deals.second-charge-refund',
  ],
  publishes: ['offer.changed', 'order.changed'],
  within: dealsWithin,
  subscribers: {
    ...dealFrames,
    'user.suspended':
      ({ offerSuspensions }) =>
      ({ userId }) =>
        offerSuspensions.suspended(userId),
  },
};
