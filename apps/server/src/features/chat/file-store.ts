import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';

/**
 * Where the bytes of chat files live, by key. The database by default (in every backup, on
 * every instance); an S3-compatible store can take its place behind the same three calls.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(keys: string[]): Promise<void>;
}

/** The file store in PostgreSQL (`stored_files`). */
export function databaseFileStore(db: Database): FileStore {
  return {
    async put(key, bytes) {
      await db.insert(storedFiles).values({ key, bytes });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(inArray(storedFiles.key, [key]));
      return row ? Buffer.from(row.bytes) : undefined;
    },
    async remove(keys) {
      if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
    },
  };
}
