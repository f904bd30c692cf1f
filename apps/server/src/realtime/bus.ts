import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ServerFrame } from '@partnerly/shared';

/**
 * What every instance must hear: frames addressed to users, which each instance delivers to its
 * own sockets of those users, and the end of a user's sessions, which each instance must stop
 * honouring at once.
 */
export interface Bus {
  publish(userId: number, frame: ServerFrame): Promise<void>;
  subscribe(deliver: (userId: number, frame: ServerFrame) => void): void;
  /** `keepSession`: the session (refresh family) that ended the others; its sockets stay. */
  publishSessionsEnded(userId: number, keepSession?: string): Promise<void>;
  onSessionsEnded(listener: (userId: number, keepSession?: string) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'partnerly:user-frames';
const SESSIONS_CHANNEL = 'partnerly:sessions-ended';

/** One process: frames go straight to the local sockets. */
export function memoryBus(): Bus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(userId, frame) {
      events.emit(CHANNEL, userId, frame);
    },
    subscribe(deliver) {
      events.on(CHANNEL, deliver);
    },
    async publishSessionsEnded(userId, keepSession) {
      events.emit(SESSIONS_CHANNEL, userId, keepSession);
    },
    onSessionsEnded(listener) {
      events.on(SESSIONS_CHANNEL, listener);
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

/** Several instances: frames cross through Redis pub/sub, so any instance reaches any socket. */
export async function redisBus(url: string): Promise<Bus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  await subscriber.subscribe(CHANNEL, SESSIONS_CHANNEL);
  return {
    async publish(userId, frame) {
      await publisher.publish(CHANNEL, JSON.stringify({ userId, frame }));
    },
    subscribe(deliver) {
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel !== CHANNEL) return;
        const { userId, frame } = JSON.parse(payload) as { userId: number; frame: ServerFrame };
        deliver(userId, frame);
      });
    },
    async publishSessionsEnded(userId) {
      await publisher.publish(SESSIONS_CHANNEL, String(userId));
    },
    onSessionsEnded(listener) {
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel === SESSIONS_CHANNEL) listener(Number(payload));
      });
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
