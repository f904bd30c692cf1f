import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { counter, overBudget, tooManyRequests, type Counter } from './rate-limits';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * What a member may edit of their own things (profile, links, ads, packages, lists, settings)
 * in an hour: far beyond anyone tidying a page, yet a bound on what a script stores.
 */
export const EDITS_PER_HOUR = 300;

/** The admin console's routes: nobody else reaches them, and every change is audited. */
export const ADMIN_ONLY = {
  noBudget: 'admin console: 404 to anyone but an admin; changes audited',
};

/** One budget a signed-in member spends on a route, shared by every route naming it. */
export interface MemberBudget {
  name: string;
  max: number;
  windowMs: number;
  /** What one request costs (bytes of an upload, say); one when absent; zero spends nothing. */
  points?: (request: FastifyRequest) => number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set through `perMember`: budgets counted per signed-in member, across instances. */
    memberBudgets?: readonly MemberBudget[];
    /** Set through `noBudget`: why this mutating route needs no budget. */
    noBudget?: string;
  }
}

/**
 * A route budget per signed-in member: at most `max` points per `windowMs`, counted after
 * authentication (a 401 or 403 costs nothing) and shared by every route that names it.
 */
export const perMember = (
  name: string,
  max: number,
  windowMs: number,
  points?: MemberBudget['points'],
): FastifyContextConfig => ({ memberBudgets: [{ name, max, windowMs, points }] });

/** Several budgets on one route (a file count and a byte count, a per-member and a per-ip). */
export function budgets(...configs: FastifyContextConfig[]): FastifyContextConfig {
  return configs.reduce<FastifyContextConfig>(
    (all, config) => ({
      ...all,
      ...config,
      memberBudgets: [...(all.memberBudgets ?? []), ...(config.memberBudgets ?? [])],
    }),
    {},
  );
}

/** The reason a mutating route goes without a budget, said where the route is declared. */
export const noBudget = (reason: string): FastifyContextConfig => ({ noBudget: reason });

/** Where a member's route budgets are counted: `<prefix>:<budget name>:<member id>`. */
export const MEMBER_BUDGET_PREFIX = 'partnerly-member';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A reason is a sentence, not a placeholder. */
const MIN_REASON_LENGTH = 12;

export interface RouteBudgets {
  /** The mutating routes registered so far with no budget and no reasoned exemption. */
  unbudgeted(): string[];
}

/**
 * Gives every route with `perMember` budgets a pre-handler that spends them for the signed-in
 * member (`memberOf`), and notes every mutating route, whoever registers it (a feature or a
 * plugin), that has neither a budget (`perMember`, `perIp`) nor `noBudget(reason)`: the app
 * refuses to start with such a route (app.ts). Registered before any route.
 */
export function registerRouteBudgets(
  app: FastifyInstance,
  redis: Redis | undefined,
  memberOf: (request: FastifyRequest) => number | undefined,
): RouteBudgets {
  const counters = new Map<string, { budget: MemberBudget; counter: Counter }>();
  const problems: string[] = [];
  const counterOf = (budget: MemberBudget) => {
    const known = counters.get(budget.name);
    if (known) {
      // One name, one window: two routes naming it must mean the same budget.
      if (known.budget.max !== budget.max || known.budget.windowMs !== budget.windowMs) {
        problems.push(`the budget "${budget.name}" is declared with two different sizes`);
      }
      return known.counter;
    }
    const seconds = Math.max(1, Math.ceil(budget.windowMs / 1000));
    const made = counter(redis, `${MEMBER_BUDGET_PREFIX}:${budget.name}`, budget.max, seconds);
    counters.set(budget.name, { budget, counter: made });
    return made;
  };

  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const name = `${methods.join(',')} ${route.url}`;
    const config = route.config ?? {};
    const memberBudgets = config.memberBudgets ?? [];
    const reason = config.noBudget?.trim();
    if (config.noBudget !== undefined && (reason?.length ?? 0) < MIN_REASON_LENGTH) {
      problems.push(`${name} is exempt from budgets without a reason`);
    }
    if (
      methods.some((method) => MUTATING.has(method)) &&
      memberBudgets.length === 0 &&
      !config.rateLimit &&
      config.noBudget === undefined
    ) {
      problems.push(
        `${name} has no budget: declare perMember(…) or perIp(…), or noBudget(reason), in its config`,
      );
    }
    if (memberBudgets.length === 0) return;
    const spent = memberBudgets.map((budget) => ({ budget, counter: counterOf(budget) }));
    const spend: preHandlerHookHandler = async (request) => {
      const member = memberOf(request);
      if (member === undefined) {
        throw new Error(`${name} counts per member but nobody is signed in before its handler`);
      }
      const key = String(member);
      const costs = spent.map(({ budget }) => Math.max(0, budget.points?.(request) ?? 1));
      // Every budget is checked before any is spent, so a refusal by one spends none of them.
      for (const [index, { budget, counter: limiter }] of spent.entries()) {
        const cost = costs[index] ?? 0;
        if (cost === 0) continue;
        const used = await limiter.get(key);
        // A window already over (the memory store forgets it a moment later) spends nothing.
        const current = used && used.msBeforeNext > 0 ? used.consumedPoints : 0;
        if (used && current + cost > budget.max) throw overBudget(used);
        // More than a whole window's budget at once: never allowed, however long one waits.
        if (cost > budget.max) throw tooManyRequests(Math.ceil(budget.windowMs / 1000));
      }
      for (const [index, { counter: limiter }] of spent.entries()) {
        const cost = costs[index] ?? 0;
        if (cost > 0) await limiter.consume(key, cost).catch(rethrowOverBudget);
      }
    };
    // After the route's own pre-handlers: those that authenticate at preHandler come first.
    route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), spend];
  });

  return { unbudgeted: () => [...problems] };
}

/** Two requests racing past the check: the later one is refused by the count itself. */
function rethrowOverBudget(result: unknown): never {
  throw result instanceof RateLimiterRes ? overBudget(result) : result;
}
