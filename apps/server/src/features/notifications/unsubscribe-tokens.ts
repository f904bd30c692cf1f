import { createHmac, timingSafeEqual } from 'node:crypto';

/** The kinds of notification mail a member can turn off from the mail itself. */
export const MAIL_KINDS = [
  'unread',
  'verification',
  'deals',
  'campaigns',
  'campaigns-weekly',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Unsubscribe links that work without signing in (RFC 8058): `<user>.<kind>.<mac>`, where
 * the HMAC over both under the server's secret makes the token unguessable and tied to one
 * user and one kind of mail. It never expires: a link in an old mail must still work.
 */
export function unsubscribeTokens(secret: string) {
  const macOf = (userId: number, kind: MailKind) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

  return {
    sign: (userId: number, kind: MailKind) => `${userId}.${kind}.${macOf(userId, kind)}`,

    /** The user and kind a token was made for, or undefined for anything forged. */
    verify(token: string): { userId: number; kind: MailKind } | undefined {
      const [id, kind, mac, ...rest] = token.split('.');
      if (rest.length > 0 || !id || !/^[1-9]\d{0,9}$/.test(id) || !mac) return undefined;
      if (!MAIL_KINDS.includes(kind as MailKind)) return undefined;
      const userId = Number(id);
      const expected = Buffer.from(macOf(userId, kind as MailKind));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, kind: kind as MailKind };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
