import { SignJWT } from 'jose';
import type WebSocket from 'ws';
import { drive, warmThenMeasure, type Load, type Measured } from './chat-load';
import { BENCH_JWT_SECRET } from './server-process';

export interface Talker {
  id: number;
  username: string;
}

/** An access token for each talker, signed as the server signs them. */
export function accessTokens(talkers: Talker[]): Promise<string[]> {
  const key = new TextEncoder().encode(BENCH_JWT_SECRET);
  return Promise.all(
    talkers.map((user) =>
      new SignJWT({ type: 'access', user_id: user.id, username: user.username, ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key),
    ),
  );
}

/**
 * Neighbours chat in pairs (socket 2k with 2k + 1), with typing signals and read marks beside
 * the messages; only the partner's copy of a message counts as delivered. `beforeRun` is
 * called between the warm-up and the run.
 */
export async function chatInPairs(
  sockets: WebSocket[],
  talkers: Talker[],
  load: Load,
  beforeRun?: () => Promise<void>,
): Promise<Measured> {
  return (await pairsReady(sockets, talkers))(load, beforeRun);
}

/**
 * Every pair makes first contact, then the returned function drives a warm-up and a measured
 * run at a load as often as asked (bench:chat's ramp asks at rising rates), calling
 * `beforeRun` between the two (bench:chat reads the server's stages there).
 */
export async function pairsReady(
  sockets: WebSocket[],
  talkers: Talker[],
): Promise<(load: Load, beforeRun?: () => Promise<void>) => Promise<Measured>> {
  const partner = (index: number) => (index % 2 === 0 ? index + 1 : index - 1);
  // Warm-up, not measured: every pair makes first contact (which creates its dialogue), as
  // pairs that chat for 30 s would have done long before their steady traffic.
  const dialogueOf: number[] = [];
  await Promise.all(
    sockets
      .filter((_socket, index) => index % 2 === 0)
      .map(
        (socket, pair) =>
          new Promise<void>((resolve) => {
            sockets[pair * 2 + 1]?.once('message', (data: Buffer) => {
              const frame = JSON.parse(data.toString()) as { message?: { dialogue: number } };
              dialogueOf[pair] = frame.message?.dialogue ?? 0;
              resolve();
            });
            socket.send(
              JSON.stringify({ message: 'hello', receiver: talkers[pair * 2 + 1]?.username }),
            );
          }),
      ),
  );
  // Connecting the sockets at once queues their admission and presence writes; the load
  // starts once those are done, as steady traffic would find them.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return (load, beforeRun) =>
    warmThenMeasure(
      load,
      (driven) =>
        drive(
          driven,
          sockets,
          (from, seq) =>
            JSON.stringify({
              message: `#${seq}`,
              receiver: talkers[partner(from)]?.username,
              client_id: crypto.randomUUID(),
            }),
          (data) => {
            // The sender's own copy carries its client_id; only the partner's copy counts (the
            // warm-up's "hello" can still be confirmed once the run has begun: not counted).
            const frame = JSON.parse(data) as {
              message?: { text: string; client_id: string | null };
            };
            return frame.message &&
              frame.message.client_id === null &&
              frame.message.text.startsWith('#')
              ? Number(frame.message.text.slice(1))
              : undefined;
          },
          // The sender types on, and reads what its partner sent (a `seen` for the partner).
          (from) => [
            JSON.stringify({ typing: talkers[partner(from)]?.username }),
            JSON.stringify({ notificaiton: true, id: dialogueOf[Math.floor(from / 2)] }),
          ],
        ),
      beforeRun,
    );
}
