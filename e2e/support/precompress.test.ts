import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressAssets } from '../../apps/web/build/precompress';

it('writes .br and .gz beside text assets worth compressing, and only those', () => {
  const dist = mkdtempSync(join(tmpdir(), 'partnerly-dist-'));
  mkdirSync(join(dist, 'assets'));
  const script = `console.log(${JSON.stringify('creator '.repeat(500))});`;
  writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};');
  writeFileSync(join(dist, 'icon-512.png'), Buffer.alloc(4096, 1));

  precompressAssets(dist);

  const big = join(dist, 'assets', 'index-abc.js');
  expect(brotliDecompressSync(readFileSync(`${big}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${big}.gz`)).toString()).toBe(script);
  expect(readFileSync(`${big}.br`).length).toBeLessThan(script.length / 10);
  expect(existsSync(join(dist, 'assets', 'tiny-abc.js.br'))).toBe(false);
  expect(existsSync(join(dist, 'icon-512.png.br'))).toBe(false);
});
