import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { perIp } from '../lib/rate-limits';
import { HOUR_MS, noBudget, perMember } from '../lib/route-budgets';
import { testConfig } from '../test/config';
import { openPooledDatabase } from '../test/pglite-pool';
import { FEATURE_MODULES } from '../feature-modules';
import { checkModules, withServices, type FeatureModule, type Services } from './feature-module';

// Modules of made-up features: their job and event names are in no registry, hence the casts.
const made = (module: object) => module as FeatureModule;
const job = { run: () => async () => undefined };
const startWith = (modules: readonly FeatureModule[]) =>
  buildApp(testConfig(), { logger: false, modules, openDatabase: openPooledDatabase });

describe('the module list', () => {
  it('holds every feature once, and every queued job and published event has a handler', () => {
    expect(() => checkModules(FEATURE_MODULES)).not.toThrow();
  });

  it('refuses two modules of one name, one job run twice, and one service built twice', () => {
    const a = made({ name: 'a', jobs: { 'a.work': job }, services: { thing: () => 1 } });
    expect(() => checkModules([a, made({ name: 'a' })])).toThrow('two modules are named "a"');
    expect(() => checkModules([a, made({ name: 'b', jobs: { 'a.work': job } })])).toThrow(
      'modules "a" and "b" both run job "a.work"',
    );
    expect(() => checkModules([a, made({ name: 'b', services: { thing: () => 2 } })])).toThrow(
      'modules "a" and "b" both build service "thing"',
    );
  });

  it('stops the start when a module queues a job no module runs', async () => {
    const broken = [...FEATURE_MODULES, made({ name: 'broken', queues: ['broken.mail'] })];
    await expect(startWith(broken)).rejects.toThrow(
      'module "broken" queues job "broken.mail", which no module runs',
    );
  });

  it('stops the start when a module publishes an event no module handles', async () => {
    // Without the chat module nobody turns a read conversation into a frame.
    const withoutChat = FEATURE_MODULES.filter((module) => module.name !== 'chat');
    const reader = made({ name: 'reader', publishes: ['dialogue.read'] });
    await expect(startWith([...withoutChat, reader])).rejects.toThrow(
      'module "reader" publishes event "dialogue.read", which no module handles',
    );
  });

  it('stops the start with one line naming a service no module builds, and who needs it', async () => {
    const withoutUsers = FEATURE_MODULES.filter((module) => module.name !== 'users');
    await expect(startWith(withoutUsers)).rejects.toThrow(
      /^no module builds service "users" \(needed by "[a-zA-Z]+"\)$/,
    );
  });

  it('stops the start when services need each other in a circle', async () => {
    const circle = made({
      name: 'circle',
      services: {
        egg: ({ hen }: { hen: unknown }) => hen,
        hen: ({ egg }: { egg: unknown }) => egg,
      },
    });
    await expect(startWith([...FEATURE_MODULES, circle])).rejects.toThrow(
      /^services need each other in a circle: (egg -> hen -> egg|hen -> egg -> hen)$/,
    );
  });
});

describe('routes take their services from routes(services) (decision 114)', () => {
  it('hands a route plugin the services it names, checked against its options type', async () => {
    const reader = made({
      name: 'reader',
      routes: (services: Services) => [
        withServices(async (app: FastifyInstance, { config }: Pick<Services, 'config'>) => {
          app.get('/api/reader/', async () => ({ url: config.publicUrl }));
        }, services),
      ],
    });
    const app = await startWith([...FEATURE_MODULES, reader]);
    const response = await app.inject({ method: 'GET', url: '/api/reader/' });
    expect(response.json()).toEqual({ url: testConfig().publicUrl });
    await app.close();
    // @ts-expect-error a plugin taking a service the options lack does not type-check
    withServices(async (_app: FastifyInstance, _options: Pick<Services, 'config'>) => {}, {});
  });
});

describe('the budget of every action (issue 46)', () => {
  const writer = (config?: object) =>
    made({
      name: 'writer',
      routes: () => [
        async (app: FastifyInstance) => {
          const options = { preValidation: app.authenticate, config };
          app.post('/api/writer/', options, async () => ({ written: true }));
          app.get('/api/writer/', async () => ({ read: true }));
        },
      ],
    });

  it('stops the start, with one line, at a mutating route with neither budget nor reason', async () => {
    await expect(startWith([...FEATURE_MODULES, writer()])).rejects.toThrow(
      /^POST \/api\/writer\/ has no budget: declare perMember\(…\) or perIp\(…\), or noBudget\(reason\), in its config$/,
    );
    await expect(startWith([...FEATURE_MODULES, writer(noBudget('   '))])).rejects.toThrow(
      'POST /api/writer/ is exempt from budgets without a reason',
    );
  });

  // One start a test: each builds the whole app on its own embedded database, and three in one
  // test passed its 30 s on a busy machine.
  it.each([
    ['a per-member budget', perMember('writer', 5, HOUR_MS)],
    ['a per-ip budget', perIp(5, HOUR_MS)],
    ['an exemption with its reason', noBudget('read-only: POST only because the spec says so')],
  ])('starts with %s', async (_kind, config) => {
    const app = await startWith([...FEATURE_MODULES, writer(config)]);
    expect((await app.inject({ method: 'POST', url: '/api/writer/' })).statusCode).toBe(401);
    await app.close();
  });

  it('stops the start at a kind of socket frame with neither budget nor reason', async () => {
    const chat = FEATURE_MODULES.find((module) => module.name === 'chat') as FeatureModule;
    const withoutReact = made({
      ...chat,
      socket: (services: Services) => {
        const part = chat.socket?.(services) ?? {};
        const frameBudgets = Object.fromEntries(
          Object.entries(part.frameBudgets ?? {}).filter(([kind]) => kind !== 'react'),
        );
        return { ...part, frameBudgets };
      },
    });
    const others = FEATURE_MODULES.filter((module) => module !== chat);
    await expect(startWith([...others, withoutReact])).rejects.toThrow(
      'socket frame "react" has no budget: declare frameBudget(…) or noFrameBudget(reason) beside its handler',
    );
  });
});
