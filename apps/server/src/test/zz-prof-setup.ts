import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

const session = new Session();
beforeAll(async () => {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
});
afterAll(async () => {
  const { profile } = await session.post('Profiler.stop');
  const name = (expect.getState().testPath ?? 'x').replace(/.*\/src\//, '').replace(/\//g, '__');
  writeFileSync(`/tmp/m/prof/${name}.cpuprofile`, JSON.stringify(profile));
  session.disconnect();
});
