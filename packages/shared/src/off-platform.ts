/**
 * Messages that try to take a deal off Partnerly (issues 34 and 46): a move to another
 * messenger, a phone number or an e-mail address, payment up front, gift cards, crypto or a
 * payment app. The server looks (`lib/off-platform` there: its confusables table stays out of
 * the web app, decision 082) and flags what the receiver gets; the web app shows the notice.
 */

/** How many of a conversation's first messages are checked. */
export const OFF_PLATFORM_CHECKED_MESSAGES = 20;

/** The warning a flagged message, offer, pitch or delivery carries, as the wire names it. */
export const OFF_PLATFORM_WARNING = 'off_platform';

/** What the receiver reads under a flagged text: why it is there, and what to do. */
export const OFF_PLATFORM_NOTICE =
  'Be careful: this message asks to move the deal or payment off Partnerly. Payments made elsewhere are not protected, so keep talking and paying here.';
