import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMMAND_OPTIONS,
  FAIL_FAST_OPTIONS,
  isReady,
  noteFailure,
  untilReady,
  watchOutages,
} from '../lib/redis';
import type { Tx } from '../db/transaction';
import { concernsHere, envelopeOf, readHeader, type Envelope } from './envelope';
import type { EventMap, EventName } from './event-map';
import {
  localSubscribers,
  type Handler,
  type WithinHandler,
  type WritesFor,
} from './local-subscribers';

/**
 * Domain events (events/event-map.ts) for every subscriber on every instance: publishing
 * never fails, this instance's subscribers hear at once, the others' as soon as they can be
 * reached. A failing subscriber is logged and harms neither the publisher nor the others.
 */
export interface EventBus {
  /** Resolves true once every instance can hear it, false while it waits for Redis. */
  publish<K extends EventName>(name: K, payload: EventMap[K]): Promise<boolean>;
  subscribe<K extends EventName>(name: K, handler: Handler<K>): void;
  /**
   * Publishes from inside the writer's transaction: the `subscribeWithin` handlers run now, in
   * it (a failure rolls the write back), and every subscriber hears the event once it has
   * committed. For a write that calls for jobs (a mail, a push): both or neither.
   */
  publishWithin<K extends EventName>(tx: Tx, name: K, payload: EventMap[K]): Promise<void>;
  /**
   * Work that must happen with the write, once per event however many instances run, such as
   * queueing a mail: it runs on the publishing instance, inside the writer's transaction.
   */
  subscribeWithin<K extends EventName>(
    name: K,
    handler: WithinHandler<K>,
    writesFor?: WritesFor,
  ): void;
  /**
   * Whether the `subscribeWithin` handlers of `name` may write for an event to `memberIds`; a
   * handler that cannot tell counts as writing. False lets a writer whose write is one
   * statement skip the transaction (the chat's messages: decision 141).
   */
  writesWithin(name: EventName, memberIds: number[]): Promise<boolean>;
  /**
   * Runs the `subscribeWithin` handlers in the writer's transaction without announcing the
   * event: for a writer that announces it itself once committed (the chat's delivery rules).
   */
  runWithin<K extends EventName>(tx: Tx, name: K, payload: EventMap[K]): Promise<void>;
  /** Whether events from other instances can reach this one right now. */
  isConnected(): boolean;
  /** Called when the link to the other instances is lost or restored. */
  onConnectionChange(listener: (connected: boolean) => void): void;
  /**
   * Tells the bus whose sockets this instance holds: an addressed event (EVENT_ADDRESSEES)
   * from another instance is then dropped, unread, when it holds none of its members. Until
   * it is called every event is delivered. Events published here always reach this
   * instance's subscribers.
   */
  addressTo(holds: (memberId: number) => boolean): void;
  /**
   * Nothing but this process writes the database, so every change is announced here: the
   * embedded database, which one process holds (the admin command refuses to open it while the
   * server runs). Caches kept by events then need no short time to live.
   */
  readonly soleWriter?: boolean;
  close(): Promise<void>;
}

const CHANNEL = 'partnerly:events';

/** `publishWithin` for a bus whose `publish` tells every subscriber. */
function publishingWithin(
  local: ReturnType<typeof localSubscribers>,
  publish: EventBus['publish'],
): EventBus['publishWithin'] {
  return async (tx, name, payload) => {
    await local.runWithin(tx, name, payload);
    tx.afterCommit(() => void publish(name, payload));
  };
}

/**
 * One process: events go straight to this instance's subscribers. `soleWriter` when it holds
 * the database alone (EventBus.soleWriter).
 */
export function memoryEventBus(
  log?: FastifyBaseLogger,
  { soleWriter = false }: { soleWriter?: boolean } = {},
): EventBus {
  const local = localSubscribers(log);
  const publish: EventBus['publish'] = async (name, payload) => {
    local.deliver(name, payload);
    return true;
  };
  return {
    publish,
    publishWithin: publishingWithin(local, publish),
    subscribe: local.subscribe,
    subscribeWithin: local.subscribeWithin,
    writesWithin: local.writesWithin,
    runWithin: local.runWithin,
    isConnected: () => true,
    onConnectionChange() {},
    // One process: every event is published here, and its subscribers hear all of them.
    addressTo() {},
    soleWriter,
    async close() {
      local.clear();
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

/**
 * Several instances: events reach this instance's subscribers first, then cross through Redis
 * pub/sub to the others. Every instance receives every event, so each decides on the header
 * alone (issue 49): it skips what it published itself, events nothing here listens to, and,
 * once told whom it holds (`addressTo`), addressed events for members without a socket here.
 */
export async function redisEventBus(
  url: string,
  log: FastifyBaseLogger,
  namespace = '',
): Promise<EventBus> {
  const channel = namespace + CHANNEL;
  const origin = randomUUID();
  const local = localSubscribers(log);
  const changes = new EventEmitter();
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, COMMAND_OPTIONS);
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
    subscriber.subscribe(channel).then(
      () => setSubscribed(true),
      (error: unknown) => log.warn({ err: error }, 'Redis subscription failed; retrying'),
    );
  let subscription: Promise<void> | undefined;
  subscriber.on('ready', () => {
    subscription = subscribeAll();
  });
  subscriber.on('close', () => setSubscribed(false));
  let holds: ((memberId: number) => boolean) | undefined;
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const header = readHeader(text);
    if (!header) return log.warn({ channel: from }, 'ignored an unreadable event');
    const name = header.name as EventName;
    if (header.origin === origin || !local.hears(name)) return;
    if (holds && header.to !== undefined && !concernsHere(header.to, holds)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(text.slice(header.payloadAt, -1));
    } catch {
      return log.warn({ channel: from, event: name }, 'ignored an unreadable event');
    }
    local.deliver(name, payload as never);
  });

  const outbox: { payload: string; at: number }[] = [];
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
          await publisher.publish(channel, next.payload);
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
  async function send(envelope: Envelope): Promise<boolean> {
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
    outbox.push({ payload, at: Date.now() });
    // Redis down: this polls until it returns ('ready' then waits for the others). Redis that
    // hung: its connection never closed, so the outbox goes out once it answers again.
    if (!flushTimer) flushLater(OUTBOX_RETRY_MS);
    return false;
  }

  // Start-up gives Redis a moment; without it the instance serves alone until it comes.
  await Promise.all([untilReady(publisher, 3000), untilReady(subscriber, 3000)]);
  await subscription;

  const publish: EventBus['publish'] = (name, payload) => {
    local.deliver(name, payload);
    return send(envelopeOf(origin, name, payload));
  };
  return {
    publish,
    publishWithin: publishingWithin(local, publish),
    subscribe: local.subscribe,
    subscribeWithin: local.subscribeWithin,
    writesWithin: local.writesWithin,
    runWithin: local.runWithin,
    isConnected: () => subscribed && isReady(subscriber),
    onConnectionChange(listener) {
      changes.on('change', listener);
    },
    addressTo(held) {
      holds = held;
    },
    async close() {
      clearTimeout(flushTimer);
      subscriber.disconnect();
      publisher.disconnect();
      local.clear();
      changes.removeAllListeners();
    },
  };
}
