import { describe, expect, it } from 'vitest';
import { changeOf, clickThroughRate } from './change';

describe('analytics change', () => {
  it('says how a total moved', () => {
    expect(changeOf(5, 5)).toEqual({ label: 'No change', up: null });
    expect(changeOf(3, 0)).toEqual({ label: 'New', up: true });
    expect(changeOf(15, 10)).toEqual({ label: '+50%', up: true });
    expect(changeOf(5, 10)).toEqual({ label: '-50%', up: false });
  });

  it('gives the click-through rate with one decimal', () => {
    expect(clickThroughRate(1, 3)).toBe('33.3%');
    expect(clickThroughRate(2, 0)).toBe('—');
  });
});
