import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '@partnerly/shared';
import { createTestApp } from './app';
import { buildPaidUser, login } from './factories';

/** A real WebSocket client that records every frame and can wait for a matching one. */
export async function connectSocket(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
) {
  const socket = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/ws/socket-server/?token=${encodeURIComponent(token)}`,
    {
      headers,
    },
  );
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number; reason: string } | undefined;
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.on('close', (code: number, reason: Buffer) => {
    closed = { code, reason: reason.toString() };
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  async function until<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`timed out; frames so far: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    socket,
    frames,
    send: (frame: unknown) =>
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    /** The first recorded frame (from `from` on) that `match` accepts. */
    next<T extends ServerFrame>(match: (frame: ServerFrame) => frame is T, from = 0) {
      return until(() => frames.slice(from).find(match));
    },
    closed: () => until(() => closed),
    close: () => socket.close(),
  };
}

export type SocketClient = Awaited<ReturnType<typeof connectSocket>>;

export const isMessage = (
  frame: ServerFrame,
): frame is Extract<ServerFrame, { message: unknown }> => 'message' in frame;
export const isError = (frame: ServerFrame): frame is Extract<ServerFrame, { error: unknown }> =>
  'error' in frame;
export const isHistory = (
  frame: ServerFrame,
): frame is Extract<ServerFrame, { more_messages: unknown }> => 'more_messages' in frame;
export const isRead = (
  frame: ServerFrame,
): frame is Extract<ServerFrame, { notificaiton: unknown }> => 'notificaiton' in frame;

/** A test app listening on a free port, for tests that need real sockets. */
export async function startListeningApp() {
  const app = await createTestApp();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** A paid user, signed in, with a socket connected to the app. */
export async function connectedMember(app: FastifyInstance, url: string) {
  const user = await buildPaidUser(app);
  const tokens = await login(app, user.username);
  return { user, tokens, socket: await connectSocket(url, tokens.access) };
}
