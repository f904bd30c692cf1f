import { eq } from 'drizzle-orm';
import type { AudienceTarget } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { audienceTargets } from '../../db/schema';

/** What a member without a target reads: nothing chosen, so no match anywhere. */
export const NO_TARGET: AudienceTarget = { countries: [], ages: [], genders: [] };

/** A brand's audience target (issue 48 point 4): always the caller's own, read and replaced. */
export function audienceTargetStore(db: Database) {
  const present = (row: AudienceTarget | undefined): AudienceTarget =>
    row ? { countries: row.countries, ages: row.ages, genders: row.genders } : NO_TARGET;

  return {
    async of(userId: number): Promise<AudienceTarget> {
      const [row] = await db
        .select()
        .from(audienceTargets)
        .where(eq(audienceTargets.userId, userId));
      return present(row as AudienceTarget | undefined);
    },

    async set(userId: number, target: AudienceTarget, now: Date): Promise<AudienceTarget> {
      const values = { ...target, updatedAt: now };
      const [row] = await db
        .insert(audienceTargets)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: audienceTargets.userId, set: values })
        .returning();
      return present(row as AudienceTarget | undefined);
    },
  };
}

export type AudienceTargetStore = ReturnType<typeof audienceTargetStore>;
