import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Tx } from '../db/transaction';
import type { EventMap, EventName } from '../events/event-map';
import type { Services } from '../services';

/** What a feature's declarations are built from. */
export interface ModuleContext {
  config: Config;
  services: Services;
  redis?: Redis;
}

/** A route plugin, with the options it is registered with. */
// Route plugins are typed by their own options; the module list only registers them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteEntry = FastifyPluginAsync<any> | [FastifyPluginAsync<any>, object];

/** One job a feature runs: its handler and, for a repeating job, how often. */
export interface JobDeclaration {
  run: (context: ModuleContext) => (payload: never) => Promise<void>;
  /** Seconds between runs of a repeating job. */
  every?: (config: Config) => number;
}

/**
 * What a feature does in the writer's transaction when an event is published within it
 * (`events.publishWithin`): queue the jobs the write calls for (ARCHITECTURE.md, "Writes,
 * jobs and events").
 */
export type WithinHandlers = {
  [K in EventName]?: (context: ModuleContext) => (payload: EventMap[K], tx: Tx) => Promise<void>;
};

/**
 * One server feature as the app sees it (ARCHITECTURE.md, "Adding a feature"): the routes it
 * serves, the jobs it runs, and the jobs it queues (each of which some module must run).
 */
export interface FeatureModule {
  name: string;
  routes?: (context: ModuleContext) => readonly RouteEntry[];
  jobs?: Readonly<Record<string, JobDeclaration>>;
  queues?: readonly string[];
  /** Its handlers of events published in a writer's transaction. */
  within?: WithinHandlers;
}

/** A module list the server cannot start with: one line naming the problem. */
export class ModuleError extends Error {}

/**
 * Refuses a list where two modules share a name or a job, or a module queues a job no module
 * runs. Checked before anything starts, so the server stops with one line instead of a job
 * that waits forever.
 */
export function checkModules(modules: readonly FeatureModule[]): void {
  const names = new Set<string>();
  const jobOwners = new Map<string, string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new ModuleError(`two modules are named "${module.name}"`);
    names.add(module.name);
    for (const job of Object.keys(module.jobs ?? {})) {
      const owner = jobOwners.get(job);
      if (owner) {
        throw new ModuleError(`modules "${owner}" and "${module.name}" both run job "${job}"`);
      }
      jobOwners.set(job, module.name);
    }
  }
  for (const module of modules) {
    for (const job of module.queues ?? []) {
      if (!jobOwners.has(job)) {
        throw new ModuleError(`module "${module.name}" queues job "${job}", which no module runs`);
      }
    }
  }
}
