import * as shared from './index';

/**
 * The strict-inputs test's table (strict-inputs.test.ts): every shared schema that takes a
 * number, with a valid body and where its numbers and one-line texts are. A new numeric schema
 * gets its line here, or that test names it.
 */

/** A body schema, a valid body, and where it takes numbers and one-line text. */
export interface BodyCase {
  valid: unknown;
  numbers: string[];
  text?: string[];
  /** Number fields that also take '' or null for "none". */
  empty?: string[];
  /** A union of frames: its error is the frame's, not a field's. */
  union?: boolean;
}

const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';
const DELIVERABLE = { platform: 'Instagram', what: 'Reel', quantity: 2 };
const OFFER_TERMS = {
  title: 'Two reels',
  deliverables: [DELIVERABLE],
  price: 500,
  due_date: shared.utcDate(10),
  usage_rights: shared.USAGE_RIGHTS_PRESETS[0],
  revisions: 1,
};
export const bodies: Record<string, BodyCase> = {
  createPromoSchema: {
    valid: { name: 'SPRING', amount: 5, percent: 50 },
    numbers: ['amount', 'percent'],
    text: ['name'],
  },
  followersUpdateSchema: { valid: { id: 3, followers: 1200 }, numbers: ['id', 'followers'] },
  adminIdBodySchema: { valid: { id: 3 }, numbers: ['id'] },
  updateSocialSchema: { valid: { updateid: 3, tags: [], countrys: [] }, numbers: ['updateid'] },
  adSchema: {
    valid: { pp: IMAGE, title: 'Spring sale', text: 'Our new line', cpm: 12.5 },
    numbers: ['cpm'],
    text: ['title'],
  },
  socialIdSchema: { valid: { socialId: 3 }, numbers: ['socialId'] },
  linkIdSchema: { valid: { linkId: 3 }, numbers: ['linkId'] },
  linkVisibilitySchema: { valid: { linkId: 3, hidden: true }, numbers: ['linkId'] },
  linkOrderSchema: { valid: { ids: [3, 4] }, numbers: ['ids.0'] },
  adIdSchema: { valid: { adId: 3 }, numbers: ['adId'] },
  searchUserSchema: { valid: { name: 'anna', range: 20 }, numbers: ['range'], text: ['name'] },
  socialFilterSchema: {
    valid: {
      socialMedia: 'Instagram',
      minFollowers: 10,
      maxFollowers: 100,
      maxPrice: 50,
      range: 10,
      countrys: [],
      tags: [],
      audienceCountry: 'US',
      minAudienceShare: 20,
      minEngagementRate: 2.5,
    },
    numbers: [
      'minFollowers',
      'maxFollowers',
      'maxPrice',
      'range',
      'minAudienceShare',
      'minEngagementRate',
    ],
    empty: ['minFollowers', 'maxFollowers', 'maxPrice'],
  },
  profileFilterSchema: { valid: { countrys_p: [], tags_p: [], range: 10 }, numbers: ['range'] },
  dialogueSpamSchema: { valid: { id: 3, spam: true }, numbers: ['id'] },
  reportSchema: { valid: { target: 'message', id: 3, reason: 'spam' }, numbers: ['id'] },
  reportActionSchema: { valid: { target: 'ad', id: 3 }, numbers: ['id'] },
  packageSchema: {
    valid: { title: 'One reel', platform: 'Instagram', price: 250, delivery_days: 7 },
    numbers: ['price', 'delivery_days'],
    text: ['title'],
  },
  packageUpdateSchema: {
    valid: { title: 'One reel', platform: 'Instagram', price: 250, delivery_days: 7, packageId: 3 },
    numbers: ['price', 'delivery_days', 'packageId'],
    text: ['title'],
  },
  packageIdSchema: { valid: { packageId: 3 }, numbers: ['packageId'] },
  packageOrderSchema: { valid: { ids: [3, 4] }, numbers: ['ids.0'] },
  clientFrameSchema: {
    valid: { more_messages: true, other_user: 'anna', message_count: 20 },
    numbers: ['message_count'],
    text: ['other_user'],
    union: true,
  },
  listNameSchema: { valid: { name: 'Summer launch' }, numbers: [], text: ['name'] },
  linkSchema: {
    valid: { link: 'https://shop.example/', text: 'My shop' },
    numbers: [],
    text: ['text'],
  },
  suspendUserSchema: {
    valid: { username: 'anna', reason: 'Spam' },
    numbers: [],
    text: ['username'],
  },
  publicContactSchema: {
    valid: { name: 'Anna', email: 'anna@example.com', subject: 'Hello', message: 'Hi there' },
    numbers: [],
    text: ['name', 'subject'],
  },
  manualSocialSchema: {
    valid: { socialMedia: 'Instagram', socialMediaUsername: 'anna', tags: [], countrys: [] },
    numbers: [],
    text: ['socialMediaUsername'],
  },
  analyticsBeaconSchema: { valid: { username: 'anna' }, numbers: [], text: ['username'] },
  deliverableSchema: {
    valid: DELIVERABLE,
    numbers: ['quantity'],
    text: ['what'],
  },
  offerTermsSchema: {
    valid: OFFER_TERMS,
    numbers: ['price', 'revisions', 'deliverables.0.quantity'],
    text: ['title'],
  },
  offerSchema: {
    valid: { ...OFFER_TERMS, to: 'anna', role: 'buy', package_id: 3 },
    numbers: ['price', 'revisions', 'deliverables.0.quantity', 'package_id'],
    text: ['title', 'to'],
  },
  legalNameSchema: { valid: { legal_name: 'Acme Ltd' }, numbers: [], text: ['legal_name'] },
  budgetSchema: { valid: { kind: 'range', min: 300, max: 800 }, numbers: ['min', 'max'] },
  campaignSchema: {
    valid: {
      title: 'Spring launch',
      brief: 'Show your routine.',
      platforms: ['Instagram'],
      budget: { kind: 'range', min: 300, max: 800 },
      min_followers: 1000,
      max_followers: 5000,
      wanted: 3,
      apply_by: shared.utcDate(10),
    },
    numbers: ['budget.min', 'budget.max', 'min_followers', 'max_followers', 'wanted'],
    text: ['title'],
    empty: ['min_followers', 'max_followers'],
  },
  reopenCampaignSchema: { valid: { wanted: 2 }, numbers: ['wanted'] },
  applySchema: {
    valid: { pitch: 'I film routines.', platforms: ['Instagram'], offer: OFFER_TERMS },
    numbers: ['offer.price', 'offer.revisions', 'offer.deliverables.0.quantity'],
    text: ['offer.title'],
  },
  resolveDisputeSchema: {
    valid: { outcome: 'split', note: 'Two of three went up.', refund_amount: 40 },
    numbers: ['refund_amount'],
  },
  proposeSplitSchema: { valid: { seller_amount: 450 }, numbers: ['seller_amount'] },
  settleSplitSchema: { valid: { seller_amount: 450 }, numbers: ['seller_amount'] },
  reviewSchema: { valid: { rating: 5, text: 'On time.' }, numbers: ['rating'] },
  attachmentIdsSchema: { valid: [3, 4], numbers: ['0'] },
};

/** Query and path schemas: text by nature, so decimal digits only. */
export const queries: Record<
  string,
  { field: string; valid: string; required: boolean; rest?: Record<string, string> }
> = {
  idParamSchema: { field: 'id', valid: '7', required: true },
  postHistoryParamsSchema: { field: 'index', valid: '0', required: true, rest: { id: '7' } },
  adminListQuerySchema: { field: 'offset', valid: '20', required: false },
  exploreQuerySchema: { field: 'cursor', valid: '7', required: false },
  analyticsQuerySchema: { field: 'days', valid: '30', required: true },
  campaignsQuerySchema: { field: 'min_budget', valid: '500', required: false },
  attachmentParamsSchema: { field: 'id', valid: '7', required: true },
  deliveryFileParamsSchema: { field: 'file', valid: '7', required: true, rest: { id: '3' } },
  chatSearchQuerySchema: { field: 'before', valid: '7', required: false, rest: { q: 'brief' } },
  ratesQuerySchema: {
    field: 'followers',
    valid: '15000',
    required: true,
    rest: { platform: 'Instagram', what: 'Reel' },
  },
  resultsQuerySchema: { field: 'campaign', valid: '7', required: false },
};
