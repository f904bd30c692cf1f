import { and, eq, sql } from 'drizzle-orm';
import type { MediaVariantFormat } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { ads, media, mediaVariants, users } from '../../db/schema';
import type { EncodedImage } from '../../lib/images';
import type { ImageVariant } from '../../lib/image-variants';

/** Images in Postgres, keyed by content hash so every instance serves the same bytes. */
export function mediaRepository(db: Database) {
  return {
    /** Stores an image with its variants; storing the same image again changes nothing. */
    async store(image: EncodedImage, variants: ImageVariant[]): Promise<string> {
      await db.transaction(async (tx) => {
        await tx
          .insert(media)
          .values({ hash: image.hash, contentType: 'image/jpeg', bytes: image.bytes })
          .onConflictDoNothing();
        if (variants.length === 0) return;
        await tx
          .insert(mediaVariants)
          .values(variants.map((variant) => ({ hash: image.hash, ...variant })))
          .onConflictDoNothing();
      });
      return image.hash;
    },

    async find(hash: string) {
      const [row] = await db.select().from(media).where(eq(media.hash, hash));
      return row;
    },

    async findVariant(hash: string, width: number, format: MediaVariantFormat) {
      const [row] = await db
        .select({ bytes: mediaVariants.bytes })
        .from(mediaVariants)
        .where(
          and(
            eq(mediaVariants.hash, hash),
            eq(mediaVariants.width, width),
            eq(mediaVariants.format, format),
          ),
        );
      return row?.bytes;
    },

    /** Keeps a variant made on request; a concurrent request may have stored it first. */
    async storeVariant(hash: string, variant: ImageVariant): Promise<void> {
      await db
        .insert(mediaVariants)
        .values({ hash, ...variant })
        .onConflictDoNothing();
    },

    /** Deletes an image (its variants go with it) once no picture and no ad uses it. */
    async releaseIfUnused(hash: string | null | undefined, executor: Database = db): Promise<void> {
      if (!hash) return;
      await executor.execute(sql`
        delete from ${media} where ${media.hash} = ${hash}
          and not exists (select 1 from ${users} where ${users.pictureHash} = ${hash})
          and not exists (select 1 from ${ads} where ${ads.imageHash} = ${hash})`);
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
