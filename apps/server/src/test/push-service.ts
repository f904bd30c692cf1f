import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';

/** A push the local push service received, decrypted as the browser would. */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  payload: unknown;
}

/** A browser's side of a subscription: its key pair and auth secret (RFC 8291). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm push body (RFC 8188 with the keys of RFC 8291), written from the RFCs
 * rather than with the library that encrypted it, so a mistake on either side shows.
 */
export function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hkdf(ecdh.computeSecret(serverPublic), auth, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

/**
 * A push service on a free local port speaking RFC 8030: it answers 201 to a push for a
 * known subscription path, 410 for `gone` ones and 500 for `failing` ones, counts every
 * request per path, and decrypts what it receives with the browser keys registered for it.
 */
export async function startPushService() {
  const browsers = new Map<string, ReturnType<typeof browserKeys>>();
  const gone = new Set<string>();
  const failing = new Set<string>();
  const attempts = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const browser = browsers.get(path);
      attempts.set(path, (attempts.get(path) ?? 0) + 1);
      if (request.method !== 'POST' || !browser) return response.writeHead(404).end();
      if (gone.has(path)) return response.writeHead(410).end();
      if (failing.has(path)) return response.writeHead(500).end();
      const payload: unknown = JSON.parse(
        decryptPush(Buffer.concat(chunks), browser.ecdh, browser.auth),
      );
      received.push({ path, headers: request.headers, payload });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  let next = 0;

  return {
    received,
    /** The origin to allow (PUSH_SERVICE_ORIGINS); `localhost` names it, resolving to loopback. */
    origin: (host = '127.0.0.1') => `http://${host}:${port}`,
    /** How many requests reached the path of this endpoint. */
    attemptsAt: (endpoint: string) => attempts.get(new URL(endpoint).pathname) ?? 0,
    /** A new browser subscription: the endpoint and keys a browser would send us. */
    subscription(options: { gone?: boolean; failing?: boolean; host?: string } = {}) {
      const path = `/push/${(next += 1)}`;
      const browser = browserKeys();
      browsers.set(path, browser);
      if (options.gone) gone.add(path);
      if (options.failing) failing.add(path);
      return {
        endpoint: `http://${options.host ?? '127.0.0.1'}:${port}${path}`,
        keys: browser.keys,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
