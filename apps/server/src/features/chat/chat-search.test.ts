import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ChatSearchPage } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import type { User } from '../users/user';

let app: FastifyInstance;
let ada: User;
let bob: User;
let adaHeaders: Record<string, string>;

const say = (from: User, to: User, text: string) => app.services.chat.send(from, text, to.username);

const search = (query: string, headers = adaHeaders) =>
  app.inject({ url: `/api/chat/search/?${query}`, headers });

/** The texts Ada finds for `q`, newest first. */
async function found(q: string): Promise<string[]> {
  const response = await search(`q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json<ChatSearchPage>().results.map((result) => result.message.text);
}

beforeAll(async () => {
  app = await createTestApp();
  ada = await buildPaidUser(app);
  bob = await buildPaidUser(app);
  adaHeaders = bearer((await login(app, ada.username)).access);
  await say(ada, bob, 'Café con leche mañana, ¿vale?');
  await say(bob, ada, 'Die Straße vor dem Studio ist groß und ÜBERFÜLLT');
  await say(ada, bob, "Merhaba, İstanbul'da görüşelim");
  await say(bob, ada, 'Le café est prêt pour la séance photo');
  await say(ada, bob, 'Let us talk about the campaign budget');
  await say(bob, ada, 'Привет, обсудим рекламу');
  await say(bob, ada, '<b>campaign</b> <img src=x onerror=alert(1)> deadline');
  // Somebody else's conversation with the same words: never Ada's to find.
  const carol = await buildPaidUser(app);
  const dan = await buildPaidUser(app);
  await say(carol, dan, 'campaign budget café secret');
}, 60_000);
afterAll(() => app.close());

describe('GET /api/chat/search/', () => {
  it.each([
    [
      'without accents',
      'cafe',
      ['Le café est prêt pour la séance photo', 'Café con leche mañana, ¿vale?'],
    ],
    ['with accents and capitals', 'CAFÉ mañana', ['Café con leche mañana, ¿vale?']],
    ['German (ß is a letter of its own)', 'strasse', []],
    ['German with ß', 'straße überfüllt', ['Die Straße vor dem Studio ist groß und ÜBERFÜLLT']],
    ['German, folded', 'uberfullt', ['Die Straße vor dem Studio ist groß und ÜBERFÜLLT']],
    ['Russian', 'обсуд', ['Привет, обсудим рекламу']],
    ['Russian, as written', 'Привет', ['Привет, обсудим рекламу']],
    ['Russian, in lower case', 'привет', ['Привет, обсудим рекламу']],
    ['Turkish', 'istanbul gorus', ["Merhaba, İstanbul'da görüşelim"]],
    ['French prefixes', 'sea pre', ['Le café est prêt pour la séance photo']],
    [
      'a prefix',
      'camp',
      [
        '<b>campaign</b> <img src=x onerror=alert(1)> deadline',
        'Let us talk about the campaign budget',
      ],
    ],
    ['every word', 'campaign budg', ['Let us talk about the campaign budget']],
    ['a word nobody wrote', 'secret', []],
  ])('finds %s: %s', async (_name, q, texts) => {
    expect(await found(q)).toEqual(texts);
  });

  it('answers each result with its conversation, counterpart and highlighted words', async () => {
    const response = await search('q=caf%C3%A9%20ma%C3%B1');
    const [result] = response.json<ChatSearchPage>().results;
    expect(result).toMatchObject({
      username: bob.username,
      message: {
        sender: ada.username,
        receiver: bob.username,
        text: 'Café con leche mañana, ¿vale?',
      },
    });
    expect(result?.dialogue).toBe(result?.message.dialogue);
    expect(result?.snippet).toEqual([
      { text: 'Café', hit: true },
      { text: ' con leche ', hit: false },
      { text: 'mañana', hit: true },
      { text: ', ¿vale?', hit: false },
    ]);
  });

  it('sends markup in a message as text, never as markup', async () => {
    const [result] = (await search('q=deadline')).json<ChatSearchPage>().results;
    expect(result?.snippet).toEqual([
      { text: '<b>campaign</b> <img src=x onerror=alert(1)> ', hit: false },
      { text: 'deadline', hit: true },
    ]);
  });

  it('cuts a long message around its first match', async () => {
    const long = `${'word '.repeat(60)}needle ${'tail '.repeat(60)}`.trim();
    await say(ada, bob, long);
    const [result] = (await search('q=needle')).json<ChatSearchPage>().results;
    const snippet = result?.snippet ?? [];
    expect(snippet[0]).toEqual({ text: '…', hit: false });
    expect(snippet.at(-1)).toEqual({ text: '…', hit: false });
    expect(snippet.filter((part) => part.hit)).toEqual([{ text: 'needle', hit: true }]);
    expect(snippet.map((part) => part.text).join('').length).toBeLessThanOrEqual(162);
  });

  it('pages with before, newest first, and ends with next null', async () => {
    for (let index = 0; index < 25; index += 1) await say(bob, ada, `Offer number ${index}`);
    const first = (await search('q=offer')).json<ChatSearchPage>();
    expect(first.results.map((result) => result.message.text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Offer number ${24 - index}`),
    );
    expect(first.next).toBe(first.results.at(-1)?.message.id);
    const second = (await search(`q=offer&before=${first.next}`)).json<ChatSearchPage>();
    expect(second.results.map((result) => result.message.text)).toEqual(
      Array.from({ length: 5 }, (_, index) => `Offer number ${4 - index}`),
    );
    expect(second.next).toBeNull();
  });

  it('finds no removed message', async () => {
    await say(ada, bob, 'a unicorn reference');
    const [result] = (await search('q=unicorn')).json<ChatSearchPage>().results;
    await app.services.chat.removeMessage(result?.message.id ?? 0);
    expect(await found('unicorn')).toEqual([]);
  });

  it('finds no deleted message, and shows none of its text', async () => {
    await say(ada, bob, 'the zeppelin rate is final');
    const [result] = (await search('q=zeppelin')).json<ChatSearchPage>().results;
    await app.services.chatLive.remove(ada, result?.message.id ?? 0);
    const after = await search('q=zeppelin');
    expect(after.json<ChatSearchPage>().results).toEqual([]);
    expect(after.body).not.toContain('zeppelin rate');
  });

  it('finds an edited message by its current text, never by an earlier one', async () => {
    await say(ada, bob, 'meet at the harbour');
    const [result] = (await search('q=harbour')).json<ChatSearchPage>().results;
    await app.services.chatLive.edit(ada, result?.message.id ?? 0, 'meet at the station');
    expect(await found('harbour')).toEqual([]);
    expect(await found('station')).toEqual(['meet at the station']);
  });

  it.each([
    ['no query', '', { q: ['Required'] }],
    ['an empty query', 'q=%20%20', { q: ['Type a word to search for.'] }],
    ['only signs', 'q=%21%3F%26%7C', { q: ['Type a word to search for.'] }],
    ['a long query', `q=${'a'.repeat(101)}`, { q: ['Keep searches under 100 characters.'] }],
    [
      'a control character',
      'q=a%00b',
      { q: ['Remove the control characters (such as NUL) from this field.'] },
    ],
    ['a text cursor', 'q=deal&before=abc', { before: ['Enter a whole number.'] }],
    ['a zero cursor', 'q=deal&before=0', { before: ['Too small: expected number to be >0'] }],
  ])('answers %s with 400 and field errors', async (_name, query, errors) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(Object.keys(errors));
  });

  it('refuses an Explorer with 403 and a visitor with 401', async () => {
    const explorer = await buildUser(app);
    const headers = bearer((await login(app, explorer.username)).access);
    expect((await search('q=cafe', headers)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/chat/search/?q=cafe' })).statusCode).toBe(401);
  });
});
