import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, twoFactor } from '../../db/schema';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** Two-factor secrets and recovery codes. */
export function twoFactorRepository(db: Database) {
  return {
    async find(userId: number): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
      return row;
    },

    async isOn(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: twoFactor.userId })
        .from(twoFactor)
        .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
      return Boolean(row);
    },

    /** A new set-up replaces one not yet confirmed; undefined when two-factor is already on. */
    async savePending(userId: number, secret: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db
        .insert(twoFactor)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secret, lastStep: null, createdAt: new Date() },
          setWhere: isNull(twoFactor.enabledAt),
        })
        .returning();
      return row;
    },

    /**
     * Records `step` as used, only if it is later than the last one: of two requests with the
     * same code, one wins. Confirms a pending set-up with its first code.
     */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactor.userId });
      return rows.length === 1;
    },

    /** Turns a confirmed set-up on with a fresh set of recovery codes (old ones go). */
    async enable(userId: number, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(twoFactor)
          .set({ enabledAt: new Date() })
          .where(eq(twoFactor.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Spends a recovery code; false when it is unknown or already spent. */
    async spendRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    /** Turns two-factor off: the secret and the recovery codes go. */
    async remove(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
