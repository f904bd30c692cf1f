import type { Database } from '../../db/client';
import type { MediaVariantFormat } from '@partnerly/shared';
import type { EncodedImage } from '../../lib/images';
import { encodeAllVariants, encodeVariant, imageWidth } from '../../lib/image-variants';
import type { MediaRepository } from './media.repository';

/** Uploaded images and the sized, modern-format variants the web shows (decision 011). */
export function mediaService(repository: MediaRepository) {
  return {
    /** Stores a re-encoded upload with every variant, so the first visitor waits for none. */
    async store(image: EncodedImage): Promise<string> {
      return repository.store(image, await encodeAllVariants(image.bytes));
    },

    find: (hash: string) => repository.find(hash),

    /**
     * One variant's bytes, made and kept on first request when missing (images stored before
     * variants existed); undefined for an unknown image or a width wider than the image.
     */
    async variant(hash: string, width: number, format: MediaVariantFormat) {
      const stored = await repository.findVariant(hash, width, format);
      if (stored) return stored;
      const original = await repository.find(hash);
      if (!original || width > (await imageWidth(original.bytes))) return undefined;
      const variant = await encodeVariant(original.bytes, width, format);
      await repository.storeVariant(hash, variant);
      return variant.bytes;
    },

    releaseIfUnused: (hash: string | null | undefined, executor?: Database) =>
      repository.releaseIfUnused(hash, executor),
  };
}

export type MediaService = ReturnType<typeof mediaService>;
