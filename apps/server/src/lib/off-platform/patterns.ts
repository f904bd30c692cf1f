/**
 * What a message that takes a deal off Partnerly says (issues 34 and 46), in the six languages
 * our members write most. Written for `readingsOf`'s plain text: lower case, no accents, Latin
 * letters only, one space between words.
 */

/** Other messengers, by name or link, and being called or texted. */
export const CONTACT: readonly RegExp[] = [
  /\b(whats ?app|whatsap|watsapp|wa\.me|telegram|t\.me\/|viber|wechat)\b/,
  /\b(no|pelo|meu) zap\b/,
  /\b(signal)\b(?! ?boost).{0,20}\b(app|me|number|numero|nummer|numara)\b|\b(on|en|no|na|sur|auf|uzerinden) signal\b(?! ?boost)/,
  /\b(call|text|sms) me\b|\bmy (phone|cell|mobile) ?(number|no)\b/,
  /\b(mi|meu) (numero|celular|telefone|telefono)\b|\bmon (numero|portable)\b|\bmeine (nummer|handynummer)\b|\b(telefon )?numaram\b/,
];

/** Money before the work, and money that cannot be taken back. */
export const PAYMENT: readonly RegExp[] = [
  /\b(pay|payment|fee|deposit)\b.{0,25}\b(up ?front|in advance|first|before)\b|\b(advance|upfront|registration|activation) (payment|fee)\b/,
  /\b(pago|tarifa|deposito)\b.{0,20}\b(por adelantado|anticipado|primero)\b|\bpagar (primero|antes)\b/,
  /\b(pagamento|taxa|deposito)\b.{0,20}\b(antecipad[oa]|adiantad[oa]|primeiro)\b|\bpagar (antes|adiantado)\b/,
  /\b(paiement|frais|acompte)\b.{0,20}\b(d'avance|a l'avance|avant)\b|\bpayer (d'avance|avant)\b/,
  /\b(vorauszahlung|vorkasse|anzahlung)\b|\bim voraus (zahlen|bezahlen)\b/,
  /\b(on odeme|pesin odeme|once odeme|kapora)\b/,
  /\b(gift ?cards?|tarjetas? de regalo|cart(ao|oes) (de )?presente|vale ?presente|cartes? cadeaux?|geschenkkarten?|gutscheinkarten?|hediye kart)/,
  /\b(bitcoin|btc|usdt|tether|ethereum|eth wallet|crypto|cripto|krypto|kripto)/,
];

/** PayPal's "friends and family" (no buyer protection), as each language's app names it. */
const FRIENDS_AND_FAMILY =
  /(friends?( and| &| n)? famil(y|ies)|\bf ?(&|n|and) ?f\b|\bff\b|amigos (y|e) familiares|amis (et|&) famille|proches|freunde (und|&) familie|arkadas(lar)?( ve|&) aile)/
    .source;
/** Saying "pay" or "send" in the six languages, to catch "pay me by PayPal". */
const PAY =
  /\b(pay|paid|send|sent|transfer|payment|pago|pagar|pagamento|envia|paiement|payer|envoie|virement|zahl|zahlung|zahlen|bezahlen|uberweis|odeme|ode|gonder)\w*/
    .source;
/** "By", "via", "through" and "on" in the six languages, before a payment app's name. */
const THROUGH =
  /\b(via|by|through|with|on|to|using|por|pelo|con|com|par|sur|avec|uber|per|mit|auf|ile|uzerinden)( my| mi| meu| mon| mein)?/
    .source;

/** Payment apps that move money outside Partnerly with no way back. */
export const PAYMENT_APPS: readonly RegExp[] = [
  new RegExp(`\\bpaypal\\b.{0,30}${FRIENDS_AND_FAMILY}|${FRIENDS_AND_FAMILY}.{0,30}\\bpaypal\\b`),
  new RegExp(`${PAY}.{0,30}\\bpaypal\\b|\\bpaypal(\\.me\\b| (me|account|email|e-mail|address)\\b)`),
  /\b(venmo|zelle|cash ?app|revolut)\b/,
  new RegExp(
    `\\bwise\\.com\\b|\\bwise (ile|uzerinden)\\b|${THROUGH} wise\\b(?=$|[ .,!?;:)]*$|[.,!?;:)]| (account|transfer|app|or|and|ile|uzerinden)\\b)`,
  ),
];

/** The e-mail providers whose name makes "anna at gmail.com" an address. */
const PROVIDERS =
  'gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|proton|protonmail|gmx|web|yandex|mail|orange|free|libero|uol|bol|terra|yandex';
const AT = String.raw`(?:@|\s+@\s+|\s*[([{]\s*(?:at|arroba|arobase)\s*[)\]}]\s*|\s(?:arroba|arobase)\s)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([{]\s*(?:dot|punto|ponto|point|punkt|nokta)\s*[)\]}]\s*|\s(?:dot|punto|ponto|point|punkt|nokta)\s)`;

/**
 * An e-mail address, written out or disguised: "anna(at)mail(dot)com", "anna arroba gmail punto
 * com". A plain " at " counts only before a mail provider or a spelled-out "dot", so "find us at
 * shop.example.com" stays an ordinary sentence.
 */
export const EMAIL: readonly RegExp[] = [
  new RegExp(
    String.raw`\b[a-z0-9][a-z0-9._%+-]*${AT}[a-z0-9-]+(?:${DOT}[a-z0-9-]+)*${DOT}[a-z]{2,}\b`,
  ),
  new RegExp(String.raw`\b[a-z0-9][a-z0-9._%+-]* at (?:${PROVIDERS})${DOT}[a-z]{2,}\b`),
  new RegExp(
    String.raw`\b[a-z0-9][a-z0-9._%+-]* at [a-z0-9-]+ (?:dot|punto|ponto|point|punkt|nokta) [a-z]{2,}\b`,
  ),
];
