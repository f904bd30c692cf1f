/**
 * Everywhere a review could reach a member before it is theirs to read (decision 052, issue
 * 46): every GET route of the app and the POST routes that only read, every event that
 * becomes socket frames, and every job that mails or pushes. `blind-surfaces.test.ts` calls
 * each walked route as the reviewed member, a visitor and a third member while a review is
 * blind, and again once an admin hid it, reading every frame, mail and push they got too. It
 * fails when the app has a GET route, a frame event or a job this file does not name: a new
 * surface is walked here, or set aside here with the reason it cannot carry a review.
 */

/** What the walk has made by the time it calls the routes. */
export interface WalkScene {
  /** The member the review is about, and the member who wrote it. */
  reviewed: string;
  reviewer: string;
  /** Their completed order, and the offer that made it. */
  orderId: number;
  offerId: number;
  /** A third member's campaign the reviewed member applied to, and their shortlist of them. */
  campaignId: number;
  listId: number;
  /** The review's words, for the routes that search. */
  marker: string;
}

export interface SurfaceCall {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

const get = (url: string): SurfaceCall => ({ method: 'GET', url });
const post = (url: string, payload: object): SurfaceCall => ({ method: 'POST', url, payload });

/** A route as registered ("GET /api/orders/:id/") -> the calls that read it in the walk. */
export const WALKED_ROUTES: Record<string, (scene: WalkScene) => SurfaceCall[]> = {
  // Where published reviews are meant to show: the public profile and its page, the cards of
  // search, explore and a campaign's applicants ("★ 4.8 (12)").
  'POST /api/profile_data/': (s) => [
    post('/api/profile_data/', { username: s.reviewed }),
    post('/api/profile_data/', { username: s.reviewer }),
  ],
  'GET /*': (s) => [
    get(`/${s.reviewed}`),
    get(`/${s.reviewer}`),
    get(`/campaigns/${s.campaignId}`),
  ],
  // The media kit shows the same published reviews as the page it is made from (decision 111).
  'GET /:username/kit': (s) => [get(`/${s.reviewed}/kit`), get(`/${s.reviewer}/kit`)],
  'GET /:username/kit.pdf': (s) => [get(`/${s.reviewed}/kit.pdf`), get(`/${s.reviewer}/kit.pdf`)],
  'GET /sitemap.xml': () => [get('/sitemap.xml')],
  'POST /api/search_user/': (s) => [post('/api/search_user/', { name: s.reviewed })],
  'POST /api/filter_user/': () => [post('/api/filter_user/', {})],
  'POST /api/filter_user_by_social/': () => [
    post('/api/filter_user_by_social/', { socialMedia: 'Instagram', brands: true }),
  ],
  'GET /api/explore/': () => [get('/api/explore/')],
  'GET /api/campaigns/:id/applications/': (s) => [
    get(`/api/campaigns/${s.campaignId}/applications/`),
  ],
  // The order the review is of: the review itself, the order and its timeline, its agreement.
  'GET /api/orders/:id/review/': (s) => [get(`/api/orders/${s.orderId}/review/`)],
  'GET /api/orders/:id/': (s) => [get(`/api/orders/${s.orderId}/`)],
  'GET /api/orders/:id/posts/:index/history/': (s) => [
    get(`/api/orders/${s.orderId}/posts/0/history/`),
  ],
  'GET /api/orders/:id/delivery-files/': (s) => [get(`/api/orders/${s.orderId}/delivery-files/`)],
  'GET /api/orders/': () => [get('/api/orders/')],
  'GET /api/orders/:id/dispute/': (s) => [get(`/api/orders/${s.orderId}/dispute/`)],
  'GET /api/orders/:id/agreement.pdf': (s) => [get(`/api/orders/${s.orderId}/agreement.pdf`)],
  'GET /api/offers/': () => [get('/api/offers/')],
  'GET /api/offers/:id/': (s) => [get(`/api/offers/${s.offerId}/`)],
  'GET /api/offers/money/': (s) => [get(`/api/offers/money/?seller=${s.reviewed}`)],
  // The member's own data: the user data (own profile, chat), "Download my data".
  'GET /api/UserData/': () => [get('/api/UserData/')],
  'GET /api/export/': () => [get('/api/export/')],
  // Everything else a member reads, walked because walking is cheap and a review could be
  // copied anywhere: campaigns, shortlists (and their CSV), chat search, analytics, settings.
  'GET /api/campaigns/': () => [get('/api/campaigns/')],
  'GET /api/campaigns/mine/': () => [get('/api/campaigns/mine/')],
  'GET /api/campaigns/:id/': (s) => [get(`/api/campaigns/${s.campaignId}/`)],
  'GET /api/applications/': () => [get('/api/applications/')],
  'GET /api/lists/': () => [get('/api/lists/')],
  'GET /api/lists/:id/': (s) => [get(`/api/lists/${s.listId}/`)],
  'GET /api/lists/:id/export.csv': (s) => [get(`/api/lists/${s.listId}/export.csv`)],
  'GET /api/chat/search/': (s) => [get(`/api/chat/search/?q=${encodeURIComponent(s.marker)}`)],
  'GET /api/analytics/': () => [get('/api/analytics/?days=30')],
  'GET /api/packages/': () => [get('/api/packages/')],
  'GET /api/notification-settings/': () => [get('/api/notification-settings/')],
  'GET /api/account/legal-name/': () => [get('/api/account/legal-name/')],
  'GET /api/payouts/': () => [get('/api/payouts/')],
  'GET /api/earnings/': () => [get('/api/earnings/')],
  // Prices only, counted from completed orders: reviews never shape them.
  'GET /api/rates/': () => [get('/api/rates/?platform=Instagram&followers=5000')],
  // The buyer's results name the seller and the order; a foreign campaign answers 404.
  'GET /api/results/': (s) => [get('/api/results/'), get(`/api/results/?campaign=${s.campaignId}`)],
  'GET /api/results.csv': (s) => [
    get('/api/results.csv'),
    get(`/api/results.csv?campaign=${s.campaignId}`),
  ],
  'GET /api/connect/': () => [get('/api/connect/')],
  'GET /api/tags/': () => [get('/api/tags/')],
  'GET /api/audience-target/': () => [get('/api/audience-target/')],
};

/** GET routes the walk leaves out, each group with the reason it cannot carry a review. */
export const NOT_WALKED_ROUTES: { routes: string[]; why: string }[] = [
  {
    routes: ['GET /ws/socket-server/'],
    why: 'the live socket: the walk keeps one open per member and reads every frame (below)',
  },
  {
    routes: [
      'GET /api/admin/data/',
      'GET /api/admin/list/:list/',
      'GET /api/admin/orders/',
      'GET /api/admin/orders/:id/',
      'GET /api/admin/orders/:id/dispute/',
      'GET /api/admin/payment-problems/',
      'GET /api/admin/reports/',
      'GET /api/admin/reports/messages/:id/',
    ],
    why: 'the admin console: 404 to members; admins moderate reviews and may read them',
  },
  {
    routes: [
      'GET /media/:file',
      'GET /media/:hash/:variant',
      'GET /api/chat/attachments/:id',
      'GET /api/chat/attachments/:id/thumb',
      'GET /api/orders/:id/delivery-files/:file',
      'GET /api/orders/:id/delivery-files/:file/thumb',
      'GET /api/orders/:id/dispute/files/:file',
      'GET /api/orders/:id/dispute/files/:file/thumb',
      'GET /index.html',
    ],
    why: "files' bytes: images, chat, delivery and dispute files members uploaded, the web build's files",
  },
  {
    routes: ['GET /go/:id', 'GET /go/social/:id', 'GET /api/connect/:platform/callback/'],
    why: "redirects: to a profile's own link, or back from a platform's consent page",
  },
  {
    routes: ['GET /api/connect/:platform/history/'],
    why: "a connected platform account's follower numbers, as the platform's API gave them",
  },
  {
    routes: ['GET /api/unsubscribe/:token/'],
    why: "a mail's one-click unsubscribe page: which mails the token's member gets",
  },
  {
    routes: [
      'GET /api/health',
      'GET /metrics',
      'GET /robots.txt',
      'GET /api/client-config/',
      'GET /api/push/key/',
    ],
    why: 'the same for everyone: health, counters, crawler rules, public keys',
  },
];

/**
 * Events some module turns into frames or acts on after the commit -> what they carry. The
 * walk reads every frame the members' sockets get, whichever event sent it.
 */
export const FRAME_EVENTS: Record<string, string> = {
  'offer.changed': 'deals: the offer as it now is ({offer})',
  'order.changed': 'deals: the order as it now is ({order}), without its review',
  'message.stored': 'chat: a message to its receiver',
  'message.confirmed': 'chat: a message back to its sender',
  'message.removed': 'chat: the id of a message an admin removed',
  'dialogue.read': 'chat: the read mark of a conversation',
  'dialogue.seen': 'chat: how far the other member has seen',
  'chat.typing': 'chat: who is typing',
  'message.edited': 'chat: a message’s new text',
  'message.deleted': 'chat: the id of a message its sender deleted',
  'message.reacted': 'chat: a message’s reactions',
  'dialogue.blocked': 'no frame: forgets the cached conversation',
  'user.changed': 'no frame: forgets cached members',
  'user.suspended': 'no frame: ends the member’s sessions',
  'sessions.ended': 'no frame: closes the member’s sockets',
  'subscription.changed': 'no frame: forgets the cached plan',
  'push.subscriptions-changed': 'no frame: forgets the cached push subscriptions',
  'audience-target.changed': 'no frame: forgets whether the member has an audience target',
};

/**
 * Jobs -> what they send members. Reviews send nothing: a review is read where it is written
 * or on its order (decision 052), so none of these carries one; the walk reads every mail and
 * push that reaches the members while it runs.
 */
export const MEMBER_JOBS: Record<string, string> = {
  'deals.mail': 'the deal mails: titles and steps of offers and orders',
  'deals.offer-expiry': 'an offer expiring: its notices',
  'deals.close-offers-of':
    'a suspended member’s open offers withdrawn: no notice, the cards update',
  'deals.auto-approval': 'an order approved by time: its notices',
  'deals.reminder': 'a due date near: its notices',
  'deals.payment-settle': 'money released: no message',
  'deals.payment-expiry': 'an unpaid order cancelled: its notices',
  'deals.second-charge-refund': 'a second charge refunded: a timeline line, no message',
  'earnings.paid-mail': 'a release’s e-mail to the seller: the amount and the order’s title',
  'notifications.push-message': 'a chat message’s push',
  'notifications.push-notice': 'a deal or campaign notice’s push',
  'notifications.unread-mail': 'the unread chat messages mail',
  'notifications.unread-sweep': 'queues the unread mails',
  'notifications.account-mail': 'password, e-mail and billing mails',
  'auth.code-mail': 'sign-in and registration codes',
  'campaigns.digest': 'new applications to a brand: applicants’ names and pitches',
  'campaigns.decision-mail': 'a brand’s decision on an application',
  'campaigns.not-chosen': 'tells applicants a filled campaign did not choose: no review',
  'campaigns.weekly': 'new campaigns for creators',
  'campaigns.close': 'closes campaigns past their date: their notices',
  'reports.admin-alert': 'a new report, to the admins',
  'reviews.publish': 'publishes due reviews: no message',
  'analytics.aggregate': 'counts page views: no message',
  'auth.prune': 'deletes expired tokens and codes: no message',
  'chat.reply-times': 'computes reply times: no message',
  'chat.attachments-cleanup': 'erases unsent files: no message',
  'chat.erase-deleted': 'erases deleted messages: no message',
  'connections.read': 'reads a newly connected account once: no message',
  'connections.refresh': 'refreshes platform numbers: no message',
  'proof.verify': 'reads a delivery’s posts at their platforms: states and numbers, no message',
  'proof.follow': 'reads verified posts again: numbers, no message',
};
