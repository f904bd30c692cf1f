import { eq } from 'drizzle-orm';
import type { AudienceTarget } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { audienceTargets } from '../../db/schema';
import { eventKeptCache } from '../../events/event-kept-cache';
import type { EventBus } from '../../events/event-bus';

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

/** How long whether a member has a target is trusted without an announcement. */
export const AUDIENCE_TARGET_CACHE_TTL_MS = 30_000;

/** Whether a target restricts anything: an empty one matches no one, as having none. */
const restricts = (target: AudienceTarget) =>
  target.countries.length > 0 || target.ages.length > 0 || target.genders.length > 0;

/**
 * The target store with whether each member has a target answered from memory: every page of
 * search cards asks it, since only a viewer with a target has cards compute their matches
 * (decision 139). Every change is announced (`audience-target.changed`) so that every instance
 * forgets the member's answer; a lost announcement costs at most `AUDIENCE_TARGET_CACHE_TTL_MS`
 * of cards without their match.
 */
export function cachedAudienceTargets(
  store: AudienceTargetStore,
  events: Pick<EventBus, 'publish' | 'isConnected' | 'onConnectionChange' | 'soleWriter'>,
) {
  const targeted = eventKeptCache<number, boolean>({
    events,
    load: async (userId) => restricts(await store.of(userId)),
    ttlMs: AUDIENCE_TARGET_CACHE_TTL_MS,
    maxEntries: 50_000,
  });
  return {
    ...store,
    async set(userId: number, target: AudienceTarget, now: Date): Promise<AudienceTarget> {
      const saved = await store.set(userId, target, now);
      targeted.forget(userId);
      await events.publish('audience-target.changed', { userId });
      return saved;
    },
    /** Whether the member's target restricts anything (their cards then show matches). */
    hasTarget: (userId: number) => targeted.get(userId),
    /** Drops the member's answer on this instance (another instance announced a change). */
    forgetMember: (userId: number) => targeted.forget(userId),
  };
}

export type CachedAudienceTargets = ReturnType<typeof cachedAudienceTargets>;
