import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerFrame } from '@partnerly/shared';
import { FAIL_FAST_OPTIONS, isReady, noteFailure, untilReady, watchOutages } from '../lib/redis';

/**
 * What every instance must hear: frames addressed to users, which each instance delivers to its
 * own sockets of those users, and the end of a user's sessions, which each instance must stop
 * honouring at once. Publishing never fails: this instance hears at once, the others as soon as
 * they can be reached.
 */
export interface Bus {
  /** Resolves true once every instance can hear it, false while it waits for Redis. */
  publish(userId: number, frame: ServerFrame): Promise<boolean>;
  subscribe(deliver: (userId: number, frame: ServerFrame) => void): void;
  /** `keepSession`: the session (refresh family) that ended the others; its sockets stay. */
  publishSessionsEnded(userId: number, keepSession?: string): Promise<void>;
  onSessionsEnded(listener: (userId: number, keepSession?: string) => void): void;
  /** Whether announcements from other instances can reach this one right now. */
  isConnected(): boolean;
  /** Called when the link to the other instances is lost or restored. */
  onConnectionChange(listener: (connected: boolean) => void): void;
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
      return true;
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
    isConnected: () => true,
    onConnectionChange() {},
    async close() {
      events.removeAllListeners();
    },
  };
}

/**
 * Announcements kept while Redis is unreachable and published when it returns, so a message
 * stored meanwhile still reaches a receiver on another instance. Bounded in number and age: a
 * receiver away longer catches up from the history when its socket reconnects.
 */
const OUTBOX_MAX = 10_000;
const OUTBOX_MAX_AGE_MS = 5 * 60_000;
/**
 * Other instances reconnect on their own schedule (at most 2 s apart, see FAIL_FAST_OPTIONS);
 * publishing the outbox before they have resubscribed would lose it again.
 */
export const OUTBOX_FLUSH_DELAY_MS = 3000;
/** How often a waiting outbox checks whether Redis answers again. */
const OUTBOX_RETRY_MS = 1000;

interface Envelope {
  /** The instance that published it, which has delivered it to its own sockets already. */
  origin: string;
  userId: number;
  frame?: ServerFrame;
  keepSession?: string;
}

/**
 * Several instances: frames are delivered to this instance's sockets first, then cross through
 * Redis pub/sub to the others, which skip nothing but what they published themselves.
 */
export async function redisBus(url: string, log: FastifyBaseLogger, namespace = ''): Promise<Bus> {
  const frames = namespace + CHANNEL;
  const endings = namespace + SESSIONS_CHANNEL;
  const origin = randomUUID();
  const local = memoryBus();
  const changes = new EventEmitter();
  const publisher = new Redis(url, FAIL_FAST_OPTIONS);
  const subscriber = new Redis(url, { ...FAIL_FAST_OPTIONS, autoResubscribe: false });
  const consequence = 'chat frames and session endings reach this instance only';
  // One line per outage: the subscriber speaks for both; the publisher's errors are expected then.
  watchOutages(subscriber, log, consequence);
  publisher.on('error', () => undefined);

  // Subscribed anew on every connection, so a returning Redis needs no restart.
  let subscribed = false;
  const setSubscribed = (value: boolean) => {
    if (subscribed === value) return;
    subscribed = value;
    changes.emit('change', value);
  };
  const subscribeAll = () =>
    subscriber.subscribe(frames, endings).then(
      () => setSubscribed(true),
      (error: unknown) => log.warn({ err: error }, 'Redis subscription failed; retrying'),
    );
  let subscription: Promise<void> | undefined;
  subscriber.on('ready', () => {
    subscription = subscribeAll();
  });
  subscriber.on('close', () => setSubscribed(false));
  subscriber.on('message', (channel: string, payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return log.warn({ channel }, 'ignored an unreadable bus announcement');
    }
    if (envelope.origin === origin) return;
    if (channel === frames && envelope.frame) {
      void local.publish(envelope.userId, envelope.frame);
    } else if (channel === endings) {
      void local.publishSessionsEnded(envelope.userId, envelope.keepSession);
    }
  });

  const outbox: { channel: string; payload: string; at: number }[] = [];
  let flushing = false;
  let flushTimer: NodeJS.Timeout | undefined;

  /** Tries the outbox in `delayMs`, replacing an earlier plan; again until it is empty. */
  function flushLater(delayMs: number) {
    clearTimeout(flushTimer);
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      void flush();
    }, delayMs);
    flushTimer.unref();
  }

  async function flush() {
    if (flushing) return;
    flushing = true;
    try {
      for (let next = outbox[0]; next && isReady(publisher); next = outbox[0]) {
        if (Date.now() - next.at <= OUTBOX_MAX_AGE_MS) {
          await publisher.publish(next.channel, next.payload);
        }
        outbox.shift();
      }
    } catch {
      noteFailure(publisher);
    } finally {
      flushing = false;
      if (outbox.length > 0 && !flushTimer) flushLater(OUTBOX_RETRY_MS);
    }
  }
  publisher.on('ready', () => {
    if (outbox.length > 0) flushLater(OUTBOX_FLUSH_DELAY_MS);
  });

  /** Publishes now (true) or keeps it in the outbox until Redis returns (false). */
  async function send(channel: string, envelope: Envelope): Promise<boolean> {
    const payload = JSON.stringify(envelope);
    // Behind an outbox, a new announcement waits its turn so receivers see them in order.
    if (outbox.length === 0 && isReady(publisher)) {
      try {
        await publisher.publish(channel, payload);
        return true;
      } catch {
        noteFailure(publisher);
      }
    }
    if (outbox.length >= OUTBOX_MAX) outbox.shift();
    outbox.push({ channel, payload, at: Date.now() });
    // Redis down: this polls until it returns ('ready' then waits for the others). Redis that
    // hung: its connection never closed, so the outbox goes out once it answers again.
    if (!flushTimer) flushLater(OUTBOX_RETRY_MS);
    return false;
  }

  // Start-up gives Redis a moment; without it the instance serves alone until it comes.
  await Promise.all([untilReady(publisher, 3000), untilReady(subscriber, 3000)]);
  await subscription;

  return {
    async publish(userId, frame) {
      await local.publish(userId, frame);
      return send(frames, { origin, userId, frame });
    },
    subscribe: local.subscribe,
    async publishSessionsEnded(userId, keepSession) {
      await local.publishSessionsEnded(userId, keepSession);
      await send(endings, { origin, userId, keepSession });
    },
    onSessionsEnded: local.onSessionsEnded,
    isConnected: () => subscribed && isReady(subscriber),
    onConnectionChange(listener) {
      changes.on('change', listener);
    },
    async close() {
      clearTimeout(flushTimer);
      subscriber.disconnect();
      publisher.disconnect();
      await local.close();
      changes.removeAllListeners();
    },
  };
}
