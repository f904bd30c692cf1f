import { describe, expect, it } from 'vitest';
import { audienceTargets } from '../../db/schema';
import { app, member, setUpAudienceApp } from './audience.harness';

setUpAudienceApp();

/** Issue 48 point 4: a brand's audience target, always its own (decision 110). */
describe('GET/PUT /api/audience-target/', () => {
  const put = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/audience-target/', headers, payload });
  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/audience-target/', headers });
  const TARGET = { countries: ['us', 'FR', 'US'], ages: ['18-24', '25-34'], genders: ['female'] };

  it("stores and reads the caller's own target; another member reads only theirs", async () => {
    const brand = await member();
    const other = await member();
    expect((await get(brand)).json()).toEqual({ countries: [], ages: [], genders: [] });
    const saved = await put(brand, TARGET);
    expect(saved.statusCode).toBe(200);
    const stored = { countries: ['US', 'FR'], ages: ['18-24', '25-34'], genders: ['female'] };
    expect(saved.json()).toEqual(stored);
    expect((await get(brand)).json()).toEqual(stored);
    // Another member sees their own (none), never the brand's, and cannot name the brand.
    expect((await get(other)).json()).toEqual({ countries: [], ages: [], genders: [] });
    expect((await put(other, { ...TARGET, user_id: 1 })).statusCode).toBe(400);
    expect((await get(brand)).json()).toEqual(stored);
  });

  it('needs a signed-in member', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, TARGET)).statusCode).toBe(401);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const brand = await member();
    const rows = async () => (await app.database.db.select().from(audienceTargets)).length;
    const before = await rows();
    const bad: [string, object][] = [
      ['countries', { ...TARGET, countries: ['USA'] }],
      ['countries', { ...TARGET, countries: 'US' }],
      ['ages', { ...TARGET, ages: ['20-30'] }],
      ['genders', { ...TARGET, genders: ['men'] }],
    ];
    for (const [field, payload] of bad) {
      const response = await put(brand, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    expect(await rows()).toBe(before);
  });
});
