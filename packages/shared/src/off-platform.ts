/**
 * Messages that try to take a deal off Partnerly (issue 34, item 8): a move to WhatsApp,
 * Telegram, Signal or a phone number, or payment up front, gift cards or crypto. The receiver
 * of such a message among a conversation's first ones sees a warning under it; the message
 * itself is delivered as written. One list, in the six languages our members write most.
 */

/** How many of a conversation's first messages are checked. */
export const OFF_PLATFORM_CHECKED_MESSAGES = 20;

/** The warning a flagged message carries, as the wire names it. */
export const OFF_PLATFORM_WARNING = 'off_platform';

/** What the receiver reads under a flagged message. */
export const OFF_PLATFORM_NOTICE = 'Be careful: keep deals and payments on Partnerly.';

const PATTERNS: readonly RegExp[] = [
  // Other messengers, by name or link.
  /\b(whats ?app|wa\.me|telegram|t\.me\/|viber|wechat)\b/,
  /\b(signal)\b.{0,20}\b(app|me|number|numero|nummer|numara)\b|\b(on|en|no|na|sur|auf|uzerinden) signal\b/,
  /\b(call|text|sms) me\b|\bmy (phone|cell|mobile) ?(number|no)\b/,
  /\b(mi|meu) (numero|celular|telefone|telefono)\b|\bmon (numero|portable)\b|\bmeine (nummer|handynummer)\b|\b(telefon )?numaram\b/,
  // Money before the work.
  /\b(pay|payment|fee|deposit)\b.{0,25}\b(up ?front|in advance|first|before)\b|\b(advance|upfront|registration|activation) (payment|fee)\b/,
  /\b(pago|tarifa|deposito)\b.{0,20}\b(por adelantado|anticipado|primero)\b|\bpagar (primero|antes)\b/,
  /\b(pagamento|taxa|deposito)\b.{0,20}\b(antecipad[oa]|adiantad[oa]|primeiro)\b|\bpagar (antes|adiantado)\b/,
  /\b(paiement|frais|acompte)\b.{0,20}\b(d'avance|a l'avance|avant)\b|\bpayer (d'avance|avant)\b/,
  /\b(vorauszahlung|vorkasse|anzahlung)\b|\bim voraus (zahlen|bezahlen)\b/,
  /\b(on odeme|pesin odeme|once odeme|kapora)\b/,
  // Gift cards and crypto.
  /\b(gift ?cards?|tarjetas? de regalo|cart(ao|oes) (de )?presente|vale ?presente|cartes? cadeaux?|geschenkkarten?|gutscheinkarten?|hediye kart)/,
  /\b(bitcoin|btc|usdt|tether|ethereum|eth wallet|crypto|cripto|krypto|kripto)/,
];

/** Lower case without accents ("Número" -> "numero", "ödeme" -> "odeme"), so one pattern fits. */
const normalized = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ');

/**
 * A phone number: nine or more digits with the usual separators. Prices ("1.000.000") have
 * fewer digits, and dates ("2026-12-12") are left alone.
 */
function hasPhoneNumber(text: string): boolean {
  return [...text.matchAll(/\+?\d[\d ().-]{7,}\d/g)].some(
    ([candidate]) =>
      candidate.replace(/\D/g, '').length >= 9 && !/\d{4}-\d{2}-\d{2}/.test(candidate),
  );
}

/** Whether a message asks to move off Partnerly or to pay in a way that cannot be undone. */
export function asksToLeavePlatform(text: string): boolean {
  const plain = normalized(text);
  return hasPhoneNumber(plain) || PATTERNS.some((pattern) => pattern.test(plain));
}
