import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { manualSocials, socials, users } from '../../db/schema';
import { buildPaidUser } from '../../test/factories';
import { app, call, member, newList, setUpLists } from './lists.harness';

setUpLists();

describe('saved profiles', () => {
  it("shows each saved profile's verified accounts with who vouches for the count (issue 31)", async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app);
    const checked = new Date('2026-11-20T10:00:00Z');
    await app.database.db.insert(socials).values([
      {
        userId: creator.id,
        platform: 'Instagram',
        link: `https://www.instagram.com/${creator.username}`,
        followers: 1500,
        source: 'instagram',
        updatedAt: checked,
      },
      {
        userId: creator.id,
        platform: 'Youtube',
        link: `https://www.youtube.com/@${creator.username}`,
        followers: 0,
        followersHidden: true,
        source: 'admin',
        updatedAt: checked,
      },
    ]);
    const list = await newList(headers);
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, { username: creator.username });

    const [item] = (await call(headers, 'GET', `/api/lists/${list.id}/`)).json().items;
    expect(item.socials).toEqual(
      expect.arrayContaining([
        {
          social_media: 'Instagram',
          followers: 1500,
          followers_hidden: false,
          source: 'instagram',
          followers_updated_at: checked.toISOString(),
        },
        {
          social_media: 'Youtube',
          followers: 0,
          followers_hidden: true,
          source: 'admin',
          followers_updated_at: checked.toISOString(),
        },
      ]),
    );
    expect(item.socials).toHaveLength(2);

    // No longer public: nothing of its reach is shared any more.
    await app.database.db.update(users).set({ isVisible: false }).where(eq(users.id, creator.id));
    const [hidden] = (await call(headers, 'GET', `/api/lists/${list.id}/`)).json().items;
    expect(hidden.socials).toEqual([]);
  });

  it('exports CSV with followers per platform, "Verification pending" for an account in verification, escaping and no formulas', async () => {
    const { headers } = await member();
    const creator = await buildPaidUser(app, { countries: ['Portugal'], tags: ['food'] });
    await app.database.db.insert(socials).values({
      userId: creator.id,
      platform: 'Instagram',
      link: `https://www.instagram.com/${creator.username}`,
      followers: 12000,
    });
    // Waiting for the admin: no count yet, which the export must not write as 0.
    await app.database.db.insert(manualSocials).values({
      userId: creator.id,
      platform: 'Tiktok',
      handle: creator.username,
    });
    const second = await buildPaidUser(app);
    const list = await newList(headers, 'Food, "best"');
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: creator.username,
      note: 'Likes tacos, "spicy"\nCall on Monday',
    });
    await call(headers, 'POST', `/api/lists/${list.id}/items/`, {
      username: second.username,
      note: '=HYPERLINK("http://evil.example")',
    });

    const response = await call(headers, 'GET', `/api/lists/${list.id}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Food-best.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'username,profile address,Instagram followers,TikTok followers,Facebook followers,' +
        'X followers,YouTube followers,countries,tags,note,status',
    );
    expect(lines[1]).toBe(
      `${creator.username},${app.config.publicUrl}/${creator.username},12000,Verification pending,0,0,0,` +
        'Portugal,food,"Likes tacos, ""spicy""\nCall on Monday",public',
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"")",public`);
  });
});
