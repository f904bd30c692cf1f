import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads, media, users } from '../../db/schema';
import type { EncodedImage } from '../../lib/images';

export const mediaUrl = (hash: string | null | undefined) => (hash ? `/media/${hash}.jpg` : null);

/** Images in Postgres, keyed by content hash so every instance serves the same bytes. */
export function mediaRepository(db: Database) {
  return {
    async store(image: EncodedImage): Promise<string> {
      await db
        .insert(media)
        .values({ hash: image.hash, contentType: 'image/jpeg', bytes: image.bytes })
        .onConflictDoNothing();
      return image.hash;
    },

    async find(hash: string) {
      const [row] = await db.select().from(media).where(eq(media.hash, hash));
      return row;
    },

    /** Deletes an image once no picture and no ad uses it any more. */
    async releaseIfUnused(hash: string | null | undefined): Promise<void> {
      if (!hash) return;
      await db.execute(sql`
        delete from ${media} where ${media.hash} = ${hash}
          and not exists (select 1 from ${users} where ${users.pictureHash} = ${hash})
          and not exists (select 1 from ${ads} where ${ads.imageHash} = ${hash})`);
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
