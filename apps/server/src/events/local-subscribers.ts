import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/transaction';
import type { EventMap, EventName } from './event-map';

export type Handler<K extends EventName> = (payload: EventMap[K]) => void | Promise<void>;
/** Runs inside the writer's transaction: queues the jobs the write calls for. */
export type WithinHandler<K extends EventName> = (payload: EventMap[K], tx: Tx) => Promise<void>;
/**
 * Tells ahead of a write whether a `WithinHandler` would write for an event to these members
 * (its addressees, EVENT_ADDRESSEES): false when it surely would not.
 */
export type WritesFor = (memberIds: number[]) => Promise<boolean>;

/** A within-handler and, when it can tell, whether it would write (undefined: it may). */
interface WithinSubscription {
  run: WithinHandler<EventName>;
  writesFor?: WritesFor;
}

/** This instance's subscribers, each bus's own (event-bus.ts). */
export function localSubscribers(log?: FastifyBaseLogger) {
  const everywhere = new Map<EventName, Handler<EventName>[]>();
  const within = new Map<EventName, WithinSubscription[]>();
  const failed = (name: EventName, error: unknown) =>
    log?.error({ err: error, event: name }, 'an event subscriber failed');
  return {
    deliver(name: EventName, payload: EventMap[EventName]) {
      for (const handler of everywhere.get(name) ?? []) {
        try {
          // Not awaited: a slow subscriber delays nobody; its failure is only logged.
          void Promise.resolve(handler(payload)).catch((error: unknown) => failed(name, error));
        } catch (error) {
          failed(name, error);
        }
      }
    },
    /** The handlers of the writer's transaction, in turn: the first failure rolls it back. */
    async runWithin(tx: Tx, name: EventName, payload: EventMap[EventName]) {
      for (const { run } of within.get(name) ?? []) await run(payload, tx);
    },
    subscribe<K extends EventName>(name: K, handler: Handler<K>) {
      everywhere.set(name, [...(everywhere.get(name) ?? []), handler as Handler<EventName>]);
    },
    /** Whether anything here listens to `name` once it is announced. */
    hears: (name: EventName) => everywhere.has(name),
    subscribeWithin<K extends EventName>(
      name: K,
      handler: WithinHandler<K>,
      writesFor?: WritesFor,
    ) {
      const subscription = { run: handler as WithinHandler<EventName>, writesFor };
      within.set(name, [...(within.get(name) ?? []), subscription]);
    },
    async writesWithin(name: EventName, memberIds: number[]) {
      for (const { writesFor } of within.get(name) ?? []) {
        if (!writesFor || (await writesFor(memberIds))) return true;
      }
      return false;
    },
    clear() {
      everywhere.clear();
      within.clear();
    },
  };
}
