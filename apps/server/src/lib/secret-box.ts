import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts small secrets kept in the database (AES-256-GCM, a fresh nonce each time), so a
 * copy of the database or a backup alone does not give them away. The key is derived from
 * `keyMaterial` for one `purpose`, so one configured secret can serve several boxes.
 */
export function secretBox(keyMaterial: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, '', `partnerly ${purpose}`, 32));

  return {
    seal(plain: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The plain text, or undefined when the box was sealed with another key or altered. */
    open(box: string): string | undefined {
      const [version, nonce, sealed, tag] = box.split('.');
      if (version !== VERSION || !nonce || !sealed || !tag) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(sealed, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
