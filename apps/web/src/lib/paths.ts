/** Every client route in one place (docs/SPEC.md section 2). */
export const paths = {
  home: '/',
  pricing: '/pricing',
  contactUs: '/contactus',
  useOnPhone: '/useonphone',
  login: '/login',
  logout: '/logout',
  register: '/register',
  resetPassword: '/reset_password',
  termsOfUse: '/termsofuse',
  privacyPolicy: '/privacypolicy',
  settings: '/settings',
  /** The Payments tab of /settings, where Explorers upgrade. */
  paymentsSettings: '/settings?tab=payments',
  search: '/search',
  /** The member's shortlists of saved profiles. */
  saved: '/saved',
  profile: '/profile',
  /** Where a new member lands after signing up: what to do first. */
  welcome: '/welcome',
  chats: '/chats',
  /** /chats with the conversation with `username` open, and `text` typed into it. */
  chatWith: (username: string, text?: string) =>
    `/chats?with=${encodeURIComponent(username)}${text ? `&text=${encodeURIComponent(text)}` : ''}`,
  /** /chats with the conversation with `username` open and an offer form filled from `draft`. */
  offerTo: (username: string, draft: string) =>
    `/chats?with=${encodeURIComponent(username)}&offer=${encodeURIComponent(draft)}`,
  explore: '/explore',
  /** The member's offers and orders. */
  deals: '/deals',
  /** /deals with an offer form to `username` filled from `draft`: a buyer on any plan (issue 53). */
  requestTo: (username: string, draft: string) =>
    `/deals?request=${encodeURIComponent(username)}&offer=${encodeURIComponent(draft)}`,
  deal: (id: number) => `/deals/${id}`,
  /** The seller's money: held, on its way, released and refunded (issue 53). */
  earnings: '/earnings',
  /** The buyer's results: spend and verified posts' numbers per order and campaign (issue 47). */
  results: '/results',
  /** One offer, open to its receiver whatever their plan (the deal mails link here). */
  offer: (id: number) => `/offers/${id}`,
  /** The creator's applications to campaigns, a tab of /deals. */
  myApplications: '/deals?tab=applications',
  /** Explore's Campaigns tab. */
  exploreCampaigns: '/explore?tab=campaigns',
  /** The owner's campaigns with their applicants; `campaign` opens one. */
  myCampaigns: '/campaigns/mine',
  myCampaign: (id: number) => `/campaigns/mine?campaign=${id}`,
  newCampaign: '/campaigns/new',
  editCampaign: (id: number) => `/campaigns/${id}/edit`,
  /** A campaign's public page, rendered on the server. */
  campaign: (id: number) => `/campaigns/${id}`,
  admin: '/manage/admin',
  /** The built-in test checkout, used instead of Stripe on a server without Stripe keys. */
  testCheckout: '/checkout/test',
  /** The test checkout paying an order (issue 33). */
  testOrderCheckout: (orderId: number) => `/checkout/test?order=${orderId}`,
  /** The test onboarding that stands in for Stripe Connect without Stripe keys. */
  testPayouts: '/payouts/test',
  /** Where a payment lands (test checkout and Stripe's return): the welcome to Full Access. */
  checkoutSuccess: '/checkout/success',
  publicProfile: (username: string) => `/${encodeURIComponent(username)}`,
  /** The media kit page; its PDF is this address with `.pdf` (decision 111). */
  mediaKit: (username: string) => `/${encodeURIComponent(username)}/kit`,
} as const;
