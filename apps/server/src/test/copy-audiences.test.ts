import { describe, expect, it } from 'vitest';
import { seededAudience } from './copy-audiences';

describe('seededAudience', () => {
  const audiences = Array.from({ length: 3_000 }, (_, n) => seededAudience(n + 1));

  it('names each country once, as the platforms report them', () => {
    for (const { countries } of audiences) {
      expect(new Set(countries.map(({ code }) => code)).size).toBe(countries.length);
    }
  });

  it('gives shares that sum to about 100, largest first', () => {
    for (const { countries, ages, genders } of audiences) {
      for (const shares of [countries, ages, genders].map((list) => list.map((e) => e.share))) {
        expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, -0.5);
      }
      const shares = countries.map(({ share }) => share);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));
    }
  });
});
