/** What Full Access adds, as the upgrade prompt and a locked page list it. */
export const FULL_ACCESS_FEATURES = [
  'Your public profile, with links and ads',
  'Chats with anyone you find',
  'Verified social accounts',
  'Selling: your packages, offers and campaign applications, paid through Partnerly and held until the buyer approves',
  'Reviews from the brands you worked with on your public page',
];
