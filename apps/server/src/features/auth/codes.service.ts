import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TIMINGS } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { verificationCodes } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { tooManyRequests } from '../../lib/rate-limits';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { AuthJobs, CodePurpose } from './auth-job-payloads';

const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_WRONG_TRIES = 5;
const CODE_EXPIRED = 'The code has expired. Request a new one.';
/** Long past any reset token a code earned (RESET_TOKEN_SECONDS after its use). */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

/**
 * Six-digit codes mailed to an address: secure random, stored as an HMAC keyed with the
 * server secret, valid 10 minutes, single-use, bound to the address, dead after 5 wrong tries.
 */
export function codesService({
  db,
  jobs,
  secret,
}: {
  db: Database;
  jobs: JobQueue<Pick<AuthJobs, 'auth.code-mail'>>;
  secret: string;
}) {
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

  /** The newest live code for the address, as a subquery (only the newest one counts). */
  const newestLive = (purpose: CodePurpose, email: string) =>
    db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(live(purpose, email))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);

  /** Sets the code used; false when something else used (or replaced) it first. */
  async function markUsed(codeId: number): Promise<boolean> {
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return used.length === 1;
  }

  /**
   * Spends one of the newest live code's five checks and compares. The spending is one
   * conditional UPDATE, so parallel guesses queue on the row and no more than five are ever
   * compared (a read-then-count let six or seven through). Returns the code's id.
   */
  async function check(
    purpose: CodePurpose,
    email: string,
    code: string,
    field: string,
  ): Promise<number> {
    const [row] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          inArray(verificationCodes.id, newestLive(purpose, email)),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, MAX_WRONG_TRIES),
        ),
      )
      .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
    if (!row) throw fieldError(field, CODE_EXPIRED);
    if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hash(code.trim()))) {
      throw fieldError(field, 'The code is not correct.');
    }
    return row.id;
  }

  return {
    hasLiveCode: async (purpose: CodePurpose, email: string) =>
      (await newestLive(purpose, email)).length > 0,

    /** Whether the code can still be used: not used, replaced, expired or guessed at too often. */
    async isLive(codeId: number): Promise<boolean> {
      const rows = await db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.id, codeId),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, new Date()),
            lt(verificationCodes.attempts, MAX_WRONG_TRIES),
          ),
        );
      return rows.length === 1;
    },

    /**
     * Stores a fresh code and queues its mail, at most one per address per 60 s (429
     * otherwise), even when many requests arrive at once. The mail is sent by a job, retried
     * while the mail server is down (docs/decisions/014), so the request never waits for SMTP.
     */
    async send(purpose: CodePurpose, email: string): Promise<void> {
      const to = address(email);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // The code, its mail job and the end of older codes commit together or not at all.
      await inTransaction(db, async (tx) => {
        // Senders to one address take turns, so the second sees the first one's code.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${to}`}))`);
        const [last] = await tx
          .select({ createdAt: verificationCodes.createdAt })
          .from(verificationCodes)
          .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.email, to)))
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1);
        const waitMs = last
          ? last.createdAt.getTime() + TIMINGS.resendCooldownSeconds * 1000 - Date.now()
          : 0;
        if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000));
        const [row] = await tx
          .insert(verificationCodes)
          .values({
            purpose,
            email: to,
            codeHash: hash(code).toString('hex'),
            expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
          })
          .returning({ id: verificationCodes.id });
        if (!row) throw new Error('insert returned no row');
        await jobs.enqueue(
          'auth.code-mail',
          { codeId: row.id, to: email.trim(), code, purpose },
          { tx },
        );
        // Only the newest code counts: older ones die now that this one is on its way.
        await tx
          .update(verificationCodes)
          .set({ consumedAt: new Date() })
          .where(and(live(purpose, email), lt(verificationCodes.id, row.id)));
      });
    },

    check,
    markUsed,

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
      const codeId = await check(purpose, email, code, field);
      // A concurrent request used it first.
      if (!(await markUsed(codeId))) throw fieldError(field, CODE_EXPIRED);
      return codeId;
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

    /** Deletes codes a day past their expiry; returns how many went. */
    async pruneExpired(now = new Date()): Promise<number> {
      const rows = await db
        .delete(verificationCodes)
        .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)))
        .returning({ id: verificationCodes.id });
      return rows.length;
    },
  };
}

export type CodesService = ReturnType<typeof codesService>;
