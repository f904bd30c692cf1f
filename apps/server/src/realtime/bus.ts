import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ServerFrame } from '@partnerly/shared';

/** Frames addressed to users; every instance delivers them to its own sockets of those users. */
export interface Bus {
  publish(userId: number, frame: ServerFrame): Promise<void>;
  subscribe(deliver: (userId: number, frame: ServerFrame) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'partnerly:user-frames';

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
    async close() {
      events.removeAllListeners();
    },
  };
}

/** Several instances: frames cross through Redis pub/sub, so any instance reaches any socket. */
export async function redisBus(url: string): Promise<Bus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(userId, frame) {
      await publisher.publish(CHANNEL, JSON.stringify({ userId, frame }));
    },
    subscribe(deliver) {
      subscriber.on('message', (_channel: string, payload: string) => {
        const { userId, frame } = JSON.parse(payload) as { userId: number; frame: ServerFrame };
        deliver(userId, frame);
      });
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
