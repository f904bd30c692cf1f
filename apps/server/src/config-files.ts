import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpush from 'web-push';

/*
 * What an installation generates once and keeps in DATA_DIR when it is not configured: shared
 * by every instance on the same DATA_DIR, kept across restarts.
 */

/**
 * This installation's id, generated once into DATA_DIR: the job worker names itself with it,
 * so a restarted server recognises the jobs its crashed predecessor held.
 */
export function instanceIdOf(dataDir: string): string {
  return persistentFile(join(dataDir, 'instance-id'), () => randomUUID());
}

/** Generated once and kept in DATA_DIR so that restarts keep everyone signed in. */
export function persistentSecret(dataDir: string): string {
  return persistentFile(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
}

/** The web push signing keys (RFC 8292) and whom the push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our pushes. */
  subject: string;
}

/**
 * Generated once and kept in DATA_DIR: browsers subscribe with the public key, so new keys
 * would silently end every push subscription.
 */
export function persistentVapidKeys(dataDir: string): Omit<VapidKeys, 'subject'> {
  const stored = persistentFile(join(dataDir, 'vapid-keys.json'), () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as Omit<VapidKeys, 'subject'>;
}

/** The file's content, written first by `create` when there is none. */
function persistentFile(file: string, create: () => string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    const content = create();
    try {
      writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
      return content;
    } catch {
      // Another instance created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
