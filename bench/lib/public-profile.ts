import sharp from 'sharp';
import { socialLink, type Platform } from '@partnerly/shared';
import { openDatabase } from '../../apps/server/src/db/client';
import { links, socials, subscriptions, users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/lib/passwords';

/** The creator whose public page is measured: everything a full profile shows. */
export const PROFILE = {
  username: 'maya.cooks',
  password: 'bench-password-1',
  bio: 'Plant-based recipes in under 20 minutes, filmed in my tiny Lisbon kitchen. Weekly videos on seasonal produce, budget meal prep and street food from my travels. Open to partnerships with food, kitchenware and travel brands.',
  tags: ['food', 'vegan', 'travel'],
  countries: ['Portugal', 'Spain', 'Brazil'],
  socials: [
    { platform: 'Instagram', followers: 184_000 },
    { platform: 'Tiktok', followers: 412_000 },
    { platform: 'Youtube', followers: 56_300 },
  ] satisfies { platform: Platform; followers: number }[],
  links: [
    { title: 'My cookbook', url: 'https://books.example.com/maya-cooks' },
    { title: 'Weekly newsletter', url: 'https://maya.example.com/newsletter' },
    { title: 'Kitchen gear I use', url: 'https://maya.example.com/gear' },
  ],
};

/**
 * Stores the creator with a paid plan, socials and links in the embedded database in
 * `pgliteDir` (before the server opens it: one process at a time), or on `databaseUrl`.
 */
export async function seedPublicProfile(pgliteDir: string, databaseUrl?: string): Promise<void> {
  const database = await openDatabase({ pgliteDir, databaseUrl });
  try {
    const [user] = await database.db
      .insert(users)
      .values({
        username: PROFILE.username,
        email: `${PROFILE.username}@example.com`,
        passwordHash: await hashPassword(PROFILE.password),
        bio: PROFILE.bio,
        tags: PROFILE.tags,
        countries: PROFILE.countries,
        isContentCreator: true,
      })
      .returning();
    if (!user) throw new Error('the bench profile was not created');
    await database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', startedAt: new Date() });
    await database.db.insert(socials).values(
      PROFILE.socials.map(({ platform, followers }) => ({
        userId: user.id,
        platform,
        link: socialLink(platform, PROFILE.username),
        followers,
        countries: PROFILE.countries.slice(0, 2),
        tags: PROFILE.tags.slice(0, 2),
      })),
    );
    await database.db
      .insert(links)
      .values(PROFILE.links.map(({ title, url }) => ({ userId: user.id, title, url })));
  } finally {
    await database.close();
  }
}

/**
 * Uploads a profile picture through the API, as the web app's cropper does. The image is
 * textured like a photo, so its JPEG weighs what a real one would (a flat colour is tiny).
 */
export async function uploadPicture(serverUrl: string): Promise<void> {
  const login = await fetch(`${serverUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: PROFILE.username, password: PROFILE.password }),
  });
  const { access } = (await login.json()) as { access: string };
  const photo = await sharp({
    create: {
      width: 800,
      height: 800,
      channels: 3,
      background: '#c9825b',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  const saved = await fetch(`${serverUrl}/api/save_pp/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ pp: `data:image/png;base64,${photo.toString('base64')}` }),
  });
  if (!saved.ok) throw new Error(`picture upload answered ${saved.status}`);
}

/** The same profile as one plain HTML page with no script: what a static host would serve. */
export function staticProfileHtml(): string {
  const items = (values: string[]) => values.map((value) => `<li>${value}</li>`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${PROFILE.username} on Partnerly</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; }
      ul { padding-left: 1.2rem; }
    </style>
  </head>
  <body>
    <h1>${PROFILE.username}</h1>
    <p>Content creator · ${PROFILE.countries.join(', ')}</p>
    <ul>${items(PROFILE.tags)}</ul>
    <p>${PROFILE.bio}</p>
    <h2>Socials</h2>
    <ul>${items(PROFILE.socials.map((s) => `${s.platform}: ${s.followers.toLocaleString('en')} followers`))}</ul>
    <h2>Links</h2>
    <ul>${PROFILE.links.map((link) => `<li><a href="${link.url}">${link.title}</a></li>`).join('')}</ul>
  </body>
</html>
`;
}
