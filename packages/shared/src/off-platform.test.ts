import { describe, expect, it } from 'vitest';
import { asksToLeavePlatform } from './off-platform';

const FLAGGED: [string, string][] = [
  ['en', "Let's continue on WhatsApp, it's easier"],
  ['en', 'Add me on Telegram: t.me/brandteam'],
  ['en', 'Text me on Signal app'],
  ['en', 'Call me at +1 (415) 555-0132'],
  ['en', 'There is a small registration fee to pay upfront'],
  ['en', 'Please send the deposit first and we ship the product'],
  ['en', 'We pay creators with gift cards'],
  ['en', 'Payment in USDT or Bitcoin only'],
  ['es', 'Escríbeme por WhatsApp, mi número es 612 345 678'],
  ['es', 'Hay que hacer un pago por adelantado de 50 €'],
  ['es', 'Te pagamos con tarjetas de regalo'],
  ['pt', 'Me chama no WhatsApp'],
  ['pt', 'Meu número é (11) 98765-4321'],
  ['pt', 'Precisa de um pagamento antecipado da taxa'],
  ['pt', 'Pagamos em cartão presente ou cripto'],
  ['fr', 'Contacte-moi sur Telegram'],
  ['fr', "Il faut un paiement d'avance pour le dossier"],
  ['fr', 'Voici mon numéro : 06 12 34 56 78'],
  ['fr', 'Nous payons en cartes cadeaux'],
  ['de', 'Schreib mir auf WhatsApp'],
  ['de', 'Vor dem Versand ist eine Vorauszahlung nötig'],
  ['de', 'Meine Handynummer ist 0151 23456789'],
  ['de', 'Bezahlung per Geschenkkarte oder Krypto'],
  ['tr', "WhatsApp'tan yazar mısın?"],
  ['tr', 'Telefon numaram 0532 123 45 67'],
  ['tr', 'Önce ön ödeme yapmanız gerekiyor'],
  ['tr', 'Hediye kartı ile ödüyoruz'],
];

const FINE: [string, string][] = [
  ['en', 'Hi! I love your reels, can we talk about a spring campaign?'],
  ['en', 'We pay after delivery, through Partnerly'],
  ['en', 'I signed the brief, the signal is clear: we go ahead'],
  ['en', 'The budget is $1,200 for 2 posts'],
  ['en', 'Due 2026-12-12, two revisions included'],
  ['tr', 'Bütçemiz 1.000.000 TL, teslim 15.03.2026'],
  ['es', 'Me encanta tu contenido, ¿hablamos de una colaboración?'],
  ['pt', 'Podemos fazer 3 stories em março?'],
  ['fr', 'Le brief est en pièce jointe, merci !'],
  ['de', 'Wir zahlen nach der Lieferung über Partnerly'],
  ['tr', 'Merhaba, iş birliği hakkında konuşabilir miyiz?'],
];

describe('a message that takes a deal off the platform', () => {
  it.each(FLAGGED)('is flagged (%s): %s', (_language, text) => {
    expect(asksToLeavePlatform(text)).toBe(true);
  });

  it.each(FINE)('is not flagged (%s): %s', (_language, text) => {
    expect(asksToLeavePlatform(text)).toBe(false);
  });
});
