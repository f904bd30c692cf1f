import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read).
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verifying against this when no account matches keeps failures equally slow either way.
const dummyHash = hashPassword('dummy-password-for-constant-time');

/** True when the password matches; a missing hash still costs one full verification. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
