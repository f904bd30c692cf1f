import type { Mail } from '../../../lib/mailer';
import type { MailKind, UnsubscribeTokens } from '../unsubscribe-tokens';

/** Where a notification mail's links point: the site, and the one-click unsubscribe. */
export interface MailLinks {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/** The unsubscribe address for one user and kind of mail (GET shows a page, POST acts). */
export const unsubscribeUrl = (links: MailLinks, userId: number, kind: MailKind) =>
  `${links.publicUrl}/api/unsubscribe/${links.tokens.sign(userId, kind)}/`;

/** RFC 8058: mail clients offer "Unsubscribe" and POST to the address without a login. */
export const unsubscribeHeaders = (url: string): Mail['headers'] => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
