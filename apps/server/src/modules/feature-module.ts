import type { FastifyPluginAsync } from 'fastify';
import { clientFrameSchema } from '@partnerly/shared';
import type { Config } from '../config';
import type { WithinHandler, WritesFor } from '../events/local-subscribers';
import type { EventMap, EventName } from '../events/event-map';
import type { FrameBudgetDeclaration } from '../lib/frame-budgets';
import type { Connection, SocketHandlers } from '../realtime/socket-server';
import type { users } from '../db/schema';
import type { AppJobs, Services } from './registry';

export type { AppJobs, Services } from './registry';

/** The member a socket is opened for: the users table's row (the users feature's `User`). */
type User = typeof users.$inferSelect;

/** A route plugin, with the options it is registered with. */
// Route plugins are typed by their own options; the module list only registers them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteEntry = FastifyPluginAsync<any> | [FastifyPluginAsync<any>, object];

/**
 * A route plugin with the services it takes from the module's `routes(services)`, the two
 * checked against each other (routes never reach into `app.services`, decision 114).
 */
export const withServices = <O extends object>(
  plugin: (app: never, options: O) => Promise<void>,
  options: O,
): RouteEntry => [plugin as FastifyPluginAsync<O>, options];

/** One job a feature runs: its handler and, for a repeating job, how often. */
export interface JobDeclaration<P> {
  run: (services: Services) => (payload: P) => Promise<void>;
  /** Seconds between runs of a repeating job. */
  every?: (config: Config) => number;
}

/** How a feature builds each service it adds, from the others (named, never positional). */
export type ServiceFactories = {
  [K in keyof Services]?: (services: Services) => Services[K];
};

/**
 * What a feature does in the writer's transaction when an event is published within it
 * (`events.publishWithin`): queue the jobs the write calls for (ARCHITECTURE.md, "Writes,
 * jobs and events").
 */
export type WithinHandlers = {
  [K in EventName]?:
    | ((services: Services) => WithinHandler<K>)
    | {
        run: (services: Services) => WithinHandler<K>;
        /** Whether it would write for an event to these members (EventBus.writesWithin). */
        writesFor: (services: Services) => WritesFor;
      };
};

/**
 * What a feature does once an event is announced, on every instance: fan-out that may be lost
 * and is rebuilt (socket frames, caches). Nothing that must happen belongs here.
 */
export type EventHandlers = {
  [K in EventName]?: (services: Services) => (payload: EventMap[K]) => void;
};

/**
 * A feature's part in the live socket: admitting it, its life, its frames, and the budget (or
 * reasoned exemption) of each kind of frame it handles, by the kind's first field.
 */
export type SocketPart = Partial<SocketHandlers<User>> & {
  frameBudgets?: Readonly<Record<string, FrameBudgetDeclaration<never>>>;
};

/** Every kind of frame a client may send, named by its first field (`message`, `react`, …). */
export const clientFrameKinds = (): string[] =>
  clientFrameSchema.options.map((option) => Object.keys(option.shape)[0] ?? '');

/**
 * One server feature as the app sees it (ARCHITECTURE.md, "Adding a feature"): the services
 * it adds, the routes it serves, the jobs it runs and queues, what it does on events, and its
 * part in the live socket.
 */
export interface FeatureModule {
  name: string;
  services?: ServiceFactories;
  routes?: (services: Services) => readonly RouteEntry[];
  jobs?: { [K in keyof AppJobs]?: JobDeclaration<AppJobs[K]> };
  /** The jobs it queues (each of which some module must run). */
  queues?: readonly (keyof AppJobs & string)[];
  /** The events it publishes (each of which some module must handle). */
  publishes?: readonly EventName[];
  /** Its handlers of events published in a writer's transaction. */
  within?: WithinHandlers;
  /** Its handlers of events once announced. */
  subscribers?: EventHandlers;
  socket?: (services: Services) => SocketPart;
  /** What runs beside the requests: started once the app is ready, stopped before it closes. */
  lifecycle?: (services: Services) => { start(): void; stop(): Promise<void> };
}

/** A module list the server cannot start with: one line naming the problem. */
export class ModuleError extends Error {}

/**
 * Refuses a list where two modules share a name, a job or a service, a module queues a job no
 * module runs, or publishes an event no module handles. Checked before anything starts, so the server stops with one line instead of
 * a job that waits forever.
 */
export function checkModules(modules: readonly FeatureModule[]): void {
  const names = new Set<string>();
  const owners = { job: new Map<string, string>(), service: new Map<string, string>() };
  const claim = (kind: keyof typeof owners, key: string, module: string) => {
    const owner = owners[kind].get(key);
    if (owner)
      throw new ModuleError(
        `modules "${owner}" and "${module}" both ${kind === 'job' ? 'run job' : 'build service'} "${key}"`,
      );
    owners[kind].set(key, module);
  };
  for (const module of modules) {
    if (names.has(module.name)) throw new ModuleError(`two modules are named "${module.name}"`);
    names.add(module.name);
    for (const job of Object.keys(module.jobs ?? {})) claim('job', job, module.name);
    for (const service of Object.keys(module.services ?? {})) {
      claim('service', service, module.name);
    }
  }
  const handled = new Set(
    modules.flatMap((module) => [
      ...Object.keys(module.within ?? {}),
      ...Object.keys(module.subscribers ?? {}),
    ]),
  );
  for (const module of modules) {
    for (const event of module.publishes ?? []) {
      if (!handled.has(event)) {
        throw new ModuleError(
          `module "${module.name}" publishes event "${event}", which no module handles`,
        );
      }
    }
    for (const job of module.queues ?? []) {
      if (!owners.job.has(job)) {
        throw new ModuleError(`module "${module.name}" queues job "${job}", which no module runs`);
      }
    }
  }
}

/** Every job the modules declare, by name. */
export function declaredJobs(
  modules: readonly FeatureModule[],
): Map<string, JobDeclaration<never>> {
  return new Map(
    modules.flatMap((module) =>
      Object.entries(module.jobs ?? {}).map(
        ([name, job]) => [name, job as JobDeclaration<never>] as const,
      ),
    ),
  );
}

/** The socket handlers of all modules as one: one admission and one frame handler. */
export function socketHandlers(
  modules: readonly FeatureModule[],
  services: Services,
): SocketHandlers<User> {
  const parts = modules.flatMap((module) => {
    const part = module.socket?.(services);
    return part ? [{ module: module.name, part }] : [];
  });
  const only = <K extends 'admit' | 'frame'>(key: K) => {
    const owners = parts.flatMap(({ module, part }) => {
      const handler = part[key];
      return handler ? [{ module, handler }] : [];
    });
    const [first, ...others] = owners;
    if (!first || others.length) {
      throw new ModuleError(
        `the live socket needs one "${key}" handler, and modules declare ${owners.length}` +
          (owners.length ? ` (${owners.map(({ module }) => module).join(', ')})` : ''),
      );
    }
    return first.handler as NonNullable<SocketPart[K]>;
  };
  // Each kind of frame has a budget or an exemption with its reason, so a new frame cannot
  // forget one (issue 46).
  const declared = parts.flatMap(({ part }) => Object.entries(part.frameBudgets ?? {}));
  for (const [kind, declaration] of declared) {
    if ('exempt' in declaration && declaration.exempt.trim().length < 12) {
      throw new ModuleError(`socket frame "${kind}" is exempt from budgets without a reason`);
    }
  }
  const budgeted = new Set(declared.map(([kind]) => kind));
  for (const kind of clientFrameKinds()) {
    if (!budgeted.has(kind)) {
      throw new ModuleError(
        `socket frame "${kind}" has no budget: declare frameBudget(…) or noFrameBudget(reason) beside its handler`,
      );
    }
  }
  const each = (key: 'opened' | 'closed') => (connection: Connection<User>) => {
    for (const { part } of parts) part[key]?.(connection);
  };
  return {
    admit: only('admit'),
    frame: only('frame'),
    opened: each('opened'),
    closed: each('closed'),
  };
}
