import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_DATA_URL_LENGTH } from '@partnerly/shared';
import { deploymentBehindNginx, deploymentSkipReason } from './nginx-deployment';
import { ResendingChatClient } from './resending-chat-client';

if (deploymentSkipReason) {
  console.log(`nginx.test: two instances behind nginx skipped, ${deploymentSkipReason}`);
}

describe.runIf(!deploymentSkipReason)('two instances behind nginx (deploy/nginx.conf)', () => {
  const deployment = deploymentBehindNginx();
  const { call, member, instances, clientAddress, metricsToken } = deployment;

  it('serves built assets with a year of immutable caching, and never caches a missing one', async () => {
    const asset = await call('GET', '/assets/index-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await call('GET', '/assets/index-000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('leaves compression to the app: a page arrives encoded exactly as the instance sent it', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const direct = await call('GET', '/login', { headers, port: instances[0]?.port });
    const proxied = await call('GET', '/login', { headers });
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-encoding']).toBe(direct.headers['content-encoding']);
  });

  it("reaches the media kit and its PDF, whose budget counts the client's address", async () => {
    const { username } = await member(`kit_${randomBytes(4).toString('hex')}`);
    const page = await call('GET', `/${username}/kit`);
    expect(page.status, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const pdf = await call('GET', `/${username}/kit.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // 30 in 15 minutes per address over both instances (Redis), nginx's own address aside.
    const headers = { 'if-none-match': String(pdf.headers.etag) };
    for (let count = 1; count < 30; count += 1) {
      expect((await call('GET', `/${username}/kit.pdf`, { headers })).status).toBe(304);
    }
    expect((await call('GET', `/${username}/kit.pdf`, { headers })).status).toBe(429);
  });

  it('keeps /metrics off the public address; the instances answer it themselves', async () => {
    const token = `Bearer ${metricsToken}`;
    const headers = { authorization: token };
    expect((await call('GET', '/metrics', { headers, port: instances[0]?.port })).status).toBe(200);
    expect((await call('GET', '/metrics', { headers })).status).toBe(404);
  });

  it('keeps chat working across instances when one is killed, and loses or repeats nothing', async () => {
    const ada = await member(`ada_${randomBytes(4).toString('hex')}`);
    const bob = await member(`bob_${randomBytes(4).toString('hex')}`);

    // Image uploads pass nginx up to the app's own limit; bigger bodies stop at nginx.
    const picture = `data:image/png;base64,${'A'.repeat(MAX_IMAGE_DATA_URL_LENGTH - 30)}`;
    const upload = await call('POST', '/api/save_pp/', {
      token: ada.access,
      body: { pp: picture },
    });
    expect(upload.status, 'a 5 MB image reaches the app, which judges it').toBe(400);
    const tooBig = await call('POST', '/api/save_pp/', {
      token: ada.access,
      body: { pp: `${picture}${'A'.repeat(1024 * 1024)}` },
    });
    expect(tooBig.status).toBe(413);

    const client = (me: typeof ada, other: typeof ada) =>
      new ResendingChatClient({
        baseUrl: deployment.nginx.url,
        token: me.access,
        me: me.username,
        other: other.username,
        localAddress: clientAddress,
        reconnectDelayMs: 2000,
      });
    const adaChat = client(ada, bob);
    const bobChat = client(bob, ada);
    // One nginx worker takes turns over the two instances: consecutive sockets land apart.
    await adaChat.start();
    await bobChat.start();
    const sent = new Map([
      [ada.username, [] as string[]],
      [bob.username, [] as string[]],
    ]);
    const say = (chat: ResendingChatClient, from: string, text: string) => {
      sent.get(from)?.push(text);
      chat.send(text);
    };

    say(adaChat, ada.username, 'Hello Bob');
    await bobChat.until('Hello Bob', () => texts(bobChat).includes('Hello Bob'));
    say(bobChat, bob.username, 'Hello Ada');
    await adaChat.until('Hello Ada', () => texts(adaChat).includes('Hello Ada'));

    // Both send while the first instance dies under them: the first message confirmed, the
    // others not yet.
    say(adaChat, ada.username, 'Ada around the kill 1');
    say(bobChat, bob.username, 'Bob around the kill 1');
    await adaChat.until('a confirmation', () => adaChat.pending.size === 0);
    await bobChat.until('a confirmation', () => bobChat.pending.size === 0);
    for (const n of [2, 3]) {
      say(adaChat, ada.username, `Ada around the kill ${n}`);
      say(bobChat, bob.username, `Bob around the kill ${n}`);
    }
    instances[0]?.child.kill('SIGKILL');
    await instances[0]?.exited;

    // Exactly one socket was on the killed instance: so the two were on different ones.
    await adaChat.until('a socket to close', () =>
      [adaChat, bobChat].some((chat) => chat.closeCodes.length > 0),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const dropped = [adaChat, bobChat].filter((chat) => chat.closeCodes.length > 0);
    expect(dropped).toHaveLength(1);
    const [lost] = dropped;
    const survivor = lost === adaChat ? bobChat : adaChat;
    const survivorName = survivor === adaChat ? ada.username : bob.username;
    if (!lost) throw new Error('no socket dropped');

    // Stored while the other side is away (it waits 2 s before reconnecting): it must
    // find them in the history it asks for when it is back.
    say(survivor, survivorName, 'While you were away 1');
    say(survivor, survivorName, 'While you were away 2');
    await survivor.until('the stored messages', () => survivor.pending.size === 0);
    expect(lost.opens).toBe(1);

    // nginx sends the reconnection (and every other request) to the instance still alive.
    await lost.until('the reconnection', () => lost.opens === 2);
    // Its confirmation might have died with the instance: the client may send it again, and
    // the server confirms it without storing or pushing it a second time.
    const resent = lost === adaChat ? 'Ada around the kill 1' : 'Bob around the kill 1';
    lost.resend(resent);
    await lost.until(
      'the resend confirmed',
      () => lost.confirmations.filter((text) => text === resent).length === 2,
    );
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await call('GET', '/api/health')).status).toBe(200);
    }
    await adaChat.until('confirmations', () => adaChat.pending.size === 0);
    await bobChat.until('confirmations', () => bobChat.pending.size === 0);
    const everything = [...sent.values()].flat();
    for (const chat of [adaChat, bobChat]) {
      await chat.until('every message', () =>
        everything.every((text) => texts(chat).includes(text)),
      );
    }

    const away = [...lost.seen.values()].filter((m) => m.text.startsWith('While you were away'));
    expect(away, 'found in the history on reconnection, not live').toHaveLength(2);
    expect(lost.liveFromOther.filter((id) => away.some((m) => m.id === id))).toEqual([]);

    for (const chat of [adaChat, bobChat]) {
      const history = await chat.history();
      // Stored once each, in the order each person wrote them.
      for (const [name, theirs] of sent) {
        expect(history.filter((m) => m.sender === name).map((m) => m.text)).toEqual(theirs);
      }
      const byId = (a: number, b: number) => a - b;
      expect([...chat.seen.keys()].sort(byId)).toEqual(history.map((m) => m.id).sort(byId));
      // A message sent just before the kill may have been pushed by the dying instance before
      // it could record the push; its resend is then pushed again (at least once, decision
      // 009) and the client keeps one copy per id (seen, above). Nothing else comes twice.
      const repeated = chat.liveFromOther.filter((id, at, all) => all.indexOf(id) !== at);
      const repeatedTexts = repeated.map((id) => chat.seen.get(id)?.text ?? String(id));
      expect(
        repeatedTexts.filter((text) => !/ around the kill [23]$/.test(text)),
        'no other message delivered twice',
      ).toEqual([]);
    }

    adaChat.stop();
    bobChat.stop();
    // nginx logs a socket when it closes: the two first ones were on different instances.
    const sockets = () =>
      deployment.nginx.accessLog().match(/"GET \/ws\/socket-server\/ .*/g) ?? [];
    await expect.poll(() => sockets().length, { timeout: 5000 }).toBe(3);
    for (const { port } of instances) {
      expect(
        sockets().some((line) => line.endsWith(`upstream=127.0.0.1:${port} upstream_status=101`)),
      ).toBe(true);
    }
    const accessLog = deployment.nginx.accessLog();
    expect(accessLog).toContain('"GET /ws/socket-server/ HTTP/1.1" 101');
    expect(accessLog).not.toContain(ada.access);
    expect(accessLog).not.toContain(bob.access);
    expect(deployment.nginx.errorLog()).not.toContain(ada.access);
    expect(deployment.nginx.errorLog()).not.toContain(bob.access);
  }, 90_000);
});

const texts = (chat: ResendingChatClient) => [...chat.seen.values()].map((m) => m.text);
