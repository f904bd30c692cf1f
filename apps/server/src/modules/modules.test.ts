import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/config';
import { FEATURE_MODULES } from '.';
import { checkModules, type FeatureModule } from './feature-module';

const job = { run: () => async () => undefined };

describe('the module list', () => {
  it('holds every feature once, and every queued job has a module that runs it', () => {
    expect(() => checkModules(FEATURE_MODULES)).not.toThrow();
  });

  it('refuses two modules of one name, one job run twice, and a queued job nobody runs', () => {
    const a: FeatureModule = { name: 'a', jobs: { 'a.work': job } };
    expect(() => checkModules([a, { name: 'a' }])).toThrow('two modules are named "a"');
    expect(() => checkModules([a, { name: 'b', jobs: { 'a.work': job } }])).toThrow(
      'modules "a" and "b" both run job "a.work"',
    );
    expect(() => checkModules([a, { name: 'c', queues: ['c.mail'] }])).toThrow(
      'module "c" queues job "c.mail", which no module runs',
    );
  });

  it('stops the start with one line when a job of the app has no module to run it', async () => {
    const withoutNotifications = FEATURE_MODULES.filter(
      (module) => module.name !== 'notifications',
    );
    await expect(
      buildApp(testConfig(), { logger: false, modules: withoutNotifications }),
    ).rejects.toThrow(/^no module runs job "notifications\.[a-z-]+"$/);
  });

  it('stops the start when a module queues a job no module runs', async () => {
    const broken = [...FEATURE_MODULES, { name: 'broken', queues: ['broken.mail'] }];
    await expect(buildApp(testConfig(), { logger: false, modules: broken })).rejects.toThrow(
      'module "broken" queues job "broken.mail", which no module runs',
    );
  });
});
