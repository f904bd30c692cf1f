import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, reloadOnceForStaleChunk } from './stale-chunk';

const chromeFailure = new TypeError(
  'Failed to fetch dynamically imported module: https://partnerly.example/assets/LandingPage-x1.js',
);

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('a stale page after a deploy', () => {
  it('recognises the chunk failures of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadFailure(chromeFailure)).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(
      true,
    );
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then lets the error screen show instead of looping', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(chromeFailure, storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForStaleChunk(chromeFailure, storage, reload, 1_005_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForStaleChunk(chromeFailure, storage, reload, 1_000_000);
    expect(reloadOnceForStaleChunk(chromeFailure, storage, reload, 1_000_000 + 3_600_000)).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(new Error('boom'), memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
