import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_SECOND,
  SOCKET_CLOSE,
  clientFrameSchema,
  type ServerFrame,
} from '@partnerly/shared';
import { nowSeconds } from '../lib/jwt';
import { isActive } from '../features/billing/subscriptions.repository';
import { ChatError } from '../features/chat/chat.service';
import { userFromAccessToken } from '../features/auth/auth.guard';
import type { UserRow } from '../features/users/users.repository';
import type { Bus } from './bus';

type Admission =
  | { user: UserRow; expiresAt: number; session?: string }
  | { refuse: { code: number; reason: string } };

/**
 * The live socket at /ws/socket-server/?token=<access>. The token is checked before the
 * upgrade completes, so a socket is registered by the time its client sees it open; a
 * refusal still arrives as a close code and reason the browser can read.
 */
export async function registerSocketServer(app: FastifyInstance, bus: Bus) {
  const sockets = new Map<number, Set<WebSocket>>();
  const admissions = new WeakMap<FastifyRequest, Admission>();
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  const { signer, users, subscriptions, chat, sessionVersions } = app.services;

  bus.subscribe((userId, frame) => {
    const data = JSON.stringify(frame);
    for (const socket of sockets.get(userId) ?? []) socket.send(data);
  });

  // The session (refresh family) each socket was opened by: ending a user's sessions closes
  // every socket but those of the session that asked for it (a password change keeps its own).
  const sessionOf = new WeakMap<WebSocket, string | undefined>();
  bus.onSessionsEnded((userId, keepSession) => {
    for (const socket of sockets.get(userId) ?? []) {
      if (keepSession && sessionOf.get(socket) === keepSession) continue;
      socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
    }
  });

  async function admit(request: FastifyRequest): Promise<Admission> {
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin) {
      return { refuse: { code: SOCKET_CLOSE.originRefused, reason: 'Origin not allowed' } };
    }
    const token = String((request.query as { token?: unknown }).token ?? '');
    const claims = await signer.verify(token, 'access');
    const user = claims && (await userFromAccessToken(token, signer, users).catch(() => undefined));
    if (!claims || !user) {
      return { refuse: { code: SOCKET_CLOSE.unauthorized, reason: 'Invalid or expired token' } };
    }
    if (!isActive(await subscriptions.findByUser(user.id))) {
      return { refuse: { code: SOCKET_CLOSE.fullAccessRequired, reason: 'Full Access required' } };
    }
    return { user, expiresAt: claims.exp, session: claims.sid };
  }

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get(
    '/ws/socket-server/',
    {
      websocket: true,
      preValidation: async (request) => void admissions.set(request, await admit(request)),
    },
    (socket, request) => {
      const admission = admissions.get(request);
      if (!admission || 'refuse' in admission) {
        const refusal = admission?.refuse ?? {
          code: SOCKET_CLOSE.unauthorized,
          reason: 'Invalid or expired token',
        };
        return socket.close(refusal.code, refusal.reason);
      }
      const { user } = admission;
      const own = sockets.get(user.id) ?? new Set<WebSocket>();
      sockets.set(user.id, own.add(socket));
      sessionOf.set(socket, admission.session);
      // A session that ended between the token check and this registration was announced
      // before the socket could hear it: ask once more now that it would.
      void sessionVersions.isCurrent(user.id, user.tokenVersion).then(
        (current) => {
          if (!current) socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
        },
        () => undefined,
      );
      // The client refreshes its token and reconnects when this one runs out.
      const expiry = setTimeout(
        () => socket.close(SOCKET_CLOSE.unauthorized, 'Token expired'),
        Math.max(0, admission.expiresAt - nowSeconds()) * 1000,
      );
      const send = (frame: ServerFrame) => socket.send(JSON.stringify(frame));
      const fail = (code: ChatError['code'], detail: string) => send({ error: { code, detail } });
      const throttle = frameCounter();

      // One frame at a time per socket, so a sender's messages are stored in the order sent.
      let queue = Promise.resolve();
      socket.on('message', (raw: Buffer) => {
        if (raw.length > MAX_FRAME_BYTES)
          return fail('frame_too_large', 'Frames are limited to 8 KB.');
        if (!throttle()) return fail('throttled', 'Slow down: at most 20 messages a second.');
        queue = queue
          .then(() => handle(user, raw.toString('utf8')))
          .catch((error: unknown) => {
            if (error instanceof ChatError) return fail(error.code, error.detail);
            request.log.error({ err: error }, 'socket frame failed');
            fail('invalid_frame', 'Something went wrong with that message.');
          });
      });
      socket.on('close', () => {
        clearTimeout(expiry);
        own.delete(socket);
        if (own.size === 0) sockets.delete(user.id);
      });

      async function handle(sender: UserRow, text: string) {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new ChatError('invalid_frame', 'Frames must be JSON.');
        }
        const parsed = clientFrameSchema.safeParse(json);
        if (!parsed.success) {
          throw new ChatError('invalid_frame', parsed.error.issues[0]?.message ?? 'Invalid frame.');
        }
        const frame = parsed.data;
        if ('message' in frame)
          return chat.send(sender, frame.message, frame.receiver, frame.client_id);
        if ('more_messages' in frame) {
          return send(await chat.older(sender, frame.other_user, frame.message_count));
        }
        return chat.markRead(sender, frame.id);
      }
    },
  );
}

/** A one-second window counter: false once a socket sends more than 20 frames in it. */
function frameCounter() {
  let windowStart = Date.now();
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= MAX_FRAMES_PER_SECOND;
  };
}
