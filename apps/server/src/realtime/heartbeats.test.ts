import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heartbeats } from './heartbeats';

describe('heartbeats', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('beats sockets that joined together a slot at a time, each once per interval', () => {
    const wheel = heartbeats(3000, 30);
    const beats = Array.from({ length: 60 }, () => 0);
    beats.forEach((_, i) => wheel.add(() => (beats[i] = (beats[i] ?? 0) + 1)));
    vi.advanceTimersByTime(100);
    // Sixty sockets that joined at once: two beat in the first tenth of a second, not sixty.
    expect(beats.filter((count) => count > 0)).toHaveLength(2);
    vi.advanceTimersByTime(2900);
    expect(beats.every((count) => count === 1)).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(beats.every((count) => count === 2)).toBe(true);
  });

  it('stops beating a socket that left, and runs no timer once none is left', () => {
    const wheel = heartbeats(3000, 30);
    let beaten = 0;
    const leave = wheel.add(() => (beaten += 1));
    vi.advanceTimersByTime(3000);
    expect(beaten).toBe(1);
    leave();
    leave();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(6000);
    expect(beaten).toBe(1);
  });
});
