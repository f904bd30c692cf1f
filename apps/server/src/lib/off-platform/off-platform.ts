import { OFF_PLATFORM_WARNING } from '@partnerly/shared';
import { CONTACT, EMAIL, PAYMENT, PAYMENT_APPS } from './patterns';
import { readingsOf } from './readings';

/**
 * Whether a message asks to move a deal off Partnerly or to pay in a way that cannot be undone
 * (issues 34 and 46): another messenger, a phone number or an e-mail address, payment up front,
 * gift cards, crypto or a payment app. The receiver of such a message, offer, pitch or delivery
 * sees a notice under it; the text itself is delivered as written.
 *
 * Runs on the server only: the confusables table is 100 KB, and the web app only shows the
 * flag the server set (decision 082).
 */
export function asksToLeavePlatform(text: string): boolean {
  const { plain, joined, digits } = readingsOf(text);
  const named = [...CONTACT, ...PAYMENT, ...PAYMENT_APPS];
  return (
    hasPhoneNumber(digits) ||
    EMAIL.some((pattern) => pattern.test(plain)) ||
    named.some((pattern) => pattern.test(plain) || (joined !== plain && pattern.test(joined)))
  );
}

/**
 * The warning a wire object carries for the member who receives its words (offers, pitches,
 * deliveries: issue 46). The writer is never told their wording was noticed, as in the chat, so
 * the warning cannot be used to try disguises until one passes.
 */
export const offPlatformWarning = (
  receiver: boolean,
  texts: string[],
): { warning?: typeof OFF_PLATFORM_WARNING } =>
  receiver && texts.some(asksToLeavePlatform) ? { warning: OFF_PLATFORM_WARNING } : {};

/**
 * A phone number: nine or more digits with the usual separators. Prices ("1.000.000") have
 * fewer digits, dates ("2026-12-12") are left alone, and so is a bare run of more than twelve
 * digits (a barcode, a tracking number): the longest numbers are written with + or 00.
 */
function hasPhoneNumber(text: string): boolean {
  return [...text.matchAll(/\+?\d[\d ().-]{7,}\d/g)].some(([candidate]) => {
    const digits = candidate.replace(/\D/g, '');
    const code = digits.length > 12 && /^\d+$/.test(candidate) && !candidate.startsWith('00');
    return digits.length >= 9 && !code && !/\d{4}-\d{2}-\d{2}/.test(candidate);
  });
}
