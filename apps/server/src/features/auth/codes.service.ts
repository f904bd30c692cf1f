import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { TIMINGS } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { tooManyRequests } from '../../lib/limiter';
import { codeMail } from '../../lib/mail-templates';
import type { Mailer } from '../../lib/mailer';

export type CodePurpose = 'verify_email' | 'password_reset';

const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_WRONG_TRIES = 5;

/**
 * Six-digit codes mailed to an address: secure random, stored as an HMAC keyed with the
 * server secret, valid 10 minutes, single-use, bound to the address, dead after 5 wrong tries.
 */
export function codesService(db: Database, mailer: Mailer, secret: string) {
  const hash = (code: string) => createHmac('sha256', secret).update(code).digest();
  const address = (email: string) => email.trim().toLowerCase();

  const live = (purpose: CodePurpose, email: string) =>
    and(
      eq(verificationCodes.purpose, purpose),
      eq(verificationCodes.email, address(email)),
      isNull(verificationCodes.consumedAt),
      gt(verificationCodes.expiresAt, new Date()),
      lt(verificationCodes.attempts, MAX_WRONG_TRIES),
    );

  async function latestLive(purpose: CodePurpose, email: string) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(live(purpose, email))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  return {
    hasLiveCode: async (purpose: CodePurpose, email: string) =>
      Boolean(await latestLive(purpose, email)),

    /** Mails a fresh code, at most one per address per 60 s (429 otherwise). */
    async send(purpose: CodePurpose, email: string): Promise<void> {
      const [last] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(
          and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, address(email))),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      const waitMs = last
        ? last.createdAt.getTime() + TIMINGS.resendCooldownSeconds * 1000 - Date.now()
        : 0;
      if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000));

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // Only the newest code counts: older ones for the address die with the new one.
      await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(live(purpose, email));
      await db.insert(verificationCodes).values({
        purpose,
        email: address(email),
        codeHash: hash(code).toString('hex'),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
      await mailer.send(codeMail(email.trim(), code, purpose));
    },

    /**
     * Consumes the live code for the address when it matches and returns its id; otherwise
     * counts a wrong try and throws a 400 on `field`.
     */
    async consume(
      purpose: CodePurpose,
      email: string,
      code: string,
      field: string,
    ): Promise<number> {
      const row = await latestLive(purpose, email);
      if (!row) throw fieldError(field, 'The code has expired. Request a new one.');
      const matches = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hash(code.trim()));
      if (!matches) {
        await db
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, row.id));
        throw fieldError(field, 'The code is not correct.');
      }
      const [used] = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      // A concurrent request used it first.
      if (!used) throw fieldError(field, 'The code has expired. Request a new one.');
      return used.id;
    },

    /** Marks the reset token earned with a code as used; false when it already was. */
    async useResetToken(codeId: number): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ resetUsedAt: new Date() })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.resetUsedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}

export type CodesService = ReturnType<typeof codesService>;
