import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import {
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_SECOND,
  SOCKET_CLOSE,
  type ServerFrame,
  type SocketErrorCode,
} from '@partnerly/shared';
import { AppError } from '../lib/errors';
import { nowSeconds } from '../lib/jwt';
import { heartbeats } from './heartbeats';

/** Whoever a socket belongs to: the features decide what else they keep of the user. */
export interface SocketUser {
  id: number;
}

/** What admission says about a socket: whose it is and until when, or why not. */
export type Admission<U extends SocketUser = SocketUser> =
  { user: U; expiresAt: number; session?: string } | { refuse: { code: number; reason: string } };

/** One open socket as the features see it. */
export interface Connection<U extends SocketUser = SocketUser> {
  /** The user as admitted (when the socket opened). */
  user: U;
  /** The session (refresh family) the socket was opened with. */
  session?: string;
  send(frame: ServerFrame): void;
  close(code: number, reason: string): void;
}

/** What the features plug in: who may connect, and what a frame means. */
export interface SocketHandlers<U extends SocketUser> {
  /** Checks the `token` query parameter once, before the upgrade completes. */
  admit(token: string): Promise<Admission<U>>;
  /** Runs once the socket is registered (it hears deliveries from now on). */
  opened?(connection: Connection<U>): void;
  /** Runs once the socket closed (it hears nothing any more). */
  closed?(connection: Connection<U>): void;
  /**
   * Handles one text frame; frames of a socket run one at a time, in order. An AppError with
   * a socket error `code` goes back to the sender as an error frame.
   */
  frame(connection: Connection<U>, text: string): Promise<void>;
}

/** This instance's open sockets by user: where deliveries go. */
export interface SocketHub {
  /** Sends to every socket the user has open on this instance. */
  send(userId: number, frame: ServerFrame): void;
  /** Closes the user's sockets on this instance, except those of `keepSession`. */
  close(userId: number, code: number, reason: string, keepSession?: string): void;
  /** Whether the user has a socket open on this instance. */
  isOnline(userId: number): boolean;
}

interface Registry extends SocketHub {
  add(connection: Connection): void;
  remove(connection: Connection): void;
}

export function createSocketHub(): Registry {
  const sockets = new Map<number, Set<Connection>>();
  return {
    add(connection) {
      const own = sockets.get(connection.user.id) ?? new Set<Connection>();
      sockets.set(connection.user.id, own.add(connection));
    },
    remove(connection) {
      const own = sockets.get(connection.user.id);
      own?.delete(connection);
      if (own?.size === 0) sockets.delete(connection.user.id);
    },
    send(userId, frame) {
      for (const connection of sockets.get(userId) ?? []) connection.send(frame);
    },
    close(userId, code, reason, keepSession) {
      for (const connection of sockets.get(userId) ?? []) {
        if (keepSession && connection.session === keepSession) continue;
        connection.close(code, reason);
      }
    },
    isOnline: (userId) => (sockets.get(userId)?.size ?? 0) > 0,
  };
}

/**
 * The live socket at /ws/socket-server/?token=<access>: connections, the admission hook, the
 * frame size and rate limits, one-at-a-time frames per socket, and a heartbeat. It knows no
 * feature: what a socket may do and hear is plugged in (docs/decisions/024). A refusal
 * arrives as a close code and reason the browser can read.
 */
export async function registerSocketServer<U extends SocketUser>(
  app: FastifyInstance,
  hub: SocketHub,
  handlers: SocketHandlers<U>,
  heartbeatMs = HEARTBEAT_MS,
) {
  const registry = hub as Registry;
  const beats = heartbeats(heartbeatMs);
  const admissions = new WeakMap<FastifyRequest, Admission<U>>();
  const allowedOrigin = new URL(app.config.publicUrl).origin;

  async function admit(request: FastifyRequest): Promise<Admission<U>> {
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin) {
      return { refuse: { code: SOCKET_CLOSE.originRefused, reason: 'Origin not allowed' } };
    }
    return handlers.admit(String((request.query as { token?: unknown }).token ?? ''));
  }

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get(
    '/ws/socket-server/',
    {
      websocket: true,
      preValidation: async (request) => void admissions.set(request, await admit(request)),
    },
    (socket: WebSocket, request) => {
      const admission = admissions.get(request);
      if (!admission || 'refuse' in admission) {
        const refusal = admission?.refuse ?? {
          code: SOCKET_CLOSE.unauthorized,
          reason: 'Invalid or expired token',
        };
        return socket.close(refusal.code, refusal.reason);
      }
      const sendCorked = corkedPerTick(request.raw.socket);
      const connection: Connection<U> = {
        user: admission.user,
        session: admission.session,
        send: (frame) => sendCorked(() => socket.send(JSON.stringify(frame))),
        close: (code, reason) => socket.close(code, reason),
      };
      registry.add(connection);
      handlers.opened?.(connection);
      let alive = true;
      socket.on('pong', () => (alive = true));
      const stopBeating = beats.add(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      });
      // The client refreshes its token and reconnects when this one runs out.
      const expiry = setTimeout(
        () => socket.close(SOCKET_CLOSE.unauthorized, 'Token expired'),
        Math.max(0, admission.expiresAt - nowSeconds()) * 1000,
      );
      const fail = (code: SocketErrorCode, detail: string, retryAfter?: string) =>
        connection.send({
          error: { code, detail, ...(retryAfter ? { retry_after: Number(retryAfter) } : {}) },
        });
      const throttle = frameCounter();

      // One frame at a time per socket, so a sender's messages are stored in the order sent.
      let queue = Promise.resolve();
      socket.on('message', (raw: Buffer) => {
        if (raw.length > MAX_FRAME_BYTES)
          return fail('frame_too_large', 'Frames are limited to 8 KB.');
        if (!throttle()) return fail('throttled', 'Slow down: at most 20 messages a second.');
        queue = queue
          .then(() => handlers.frame(connection, raw.toString('utf8')))
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code) {
              return fail(error.code, error.message, error.headers['Retry-After']);
            }
            request.log.error({ err: error }, 'socket frame failed');
            fail('invalid_frame', 'Something went wrong with that message.');
          });
      });
      socket.on('close', () => {
        clearTimeout(expiry);
        stopBeating();
        registry.remove(connection);
        handlers.closed?.(connection);
      });
    },
  );
}

/**
 * A socket whose client vanished (a phone losing its network, a laptop shut) never closes by
 * itself: each one is pinged this often and dropped when the previous ping got no pong.
 */
export const HEARTBEAT_MS = 30_000;

/**
 * Runs each send with the socket corked until the event loop's next turn, so the frames a
 * socket gets in one turn (a message, its typing signal's end, a read mark; a burst of
 * deliveries) leave in one `writev` instead of one syscall each: `writev` took ~40% of the
 * server's CPU under load (issue 49, decision 120). ws corks and uncorks around each frame;
 * corks nest, so nothing is written before ours is lifted. Order is kept: one buffer.
 */
export function corkedPerTick(raw: Pick<Duplex, 'cork' | 'uncork' | 'destroyed'>) {
  let corked = false;
  const uncork = () => {
    corked = false;
    if (!raw.destroyed) raw.uncork();
  };
  return (send: () => void) => {
    if (!corked) {
      corked = true;
      raw.cork();
      setImmediate(uncork);
    }
    send();
  };
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
