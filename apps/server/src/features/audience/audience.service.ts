import {
  DEFAULT_AUDIENCE_VISIBILITY,
  type AudienceVisibilityData,
  type ConnectPlatform,
  type SocialAudience,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { round1 } from './audience';
import { presentAudience, presentVisibility, type AudienceViewer } from './audience.presenter';
import { audienceRepository, type AudienceRow } from './audience.repository';
import type { AudienceRowData } from './card-audiences';

/** A member's verified audiences, one per connected platform, as one viewer may see them. */
export type AudiencesByPlatform = Map<ConnectPlatform, SocialAudience>;

/**
 * The verified audience on the profile and its page (search cards keep theirs in the database,
 * decision 144), and the creator's choice of who sees which part of it (issue 48 point 2,
 * decision 104).
 */
export function audienceService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  const repository = audienceRepository(db);

  /** One profile's audiences from its rows, as `viewerId` (undefined: a visitor) may see them. */
  function profileAudiences(
    userId: number,
    rows: Omit<AudienceRow, 'username'>[],
    viewerId: number | undefined,
  ): AudiencesByPlatform {
    const viewer: AudienceViewer =
      viewerId === userId ? 'owner' : viewerId === undefined ? 'visitor' : 'member';
    const platforms: AudiencesByPlatform = new Map();
    for (const row of rows) {
      if (row.userId !== userId) continue;
      const shown = presentAudience(
        {
          source: row.platform as ConnectPlatform,
          audience: row.audience,
          readAt: row.readAt,
          growth30d: row.growth === null ? undefined : round1(row.growth),
          visibility: presentVisibility(row, DEFAULT_AUDIENCE_VISIBILITY),
        },
        viewer,
      );
      if (shown) platforms.set(shown.source, shown);
    }
    return platforms;
  }

  return {
    /** One profile's audiences: `viewerId` is the signed-in member looking, if any. */
    ofProfile: async (userId: number, viewerId: number | undefined) =>
      profileAudiences(userId, await repository.ofUsers([userId]), viewerId),

    /**
     * The same from the rows the public profile's statement read (`ownerAudiencesJson`,
     * decision 143).
     */
    ofProfileRows: (userId: number, rows: AudienceRowData[] | null, viewerId: number | undefined) =>
      profileAudiences(
        userId,
        (rows ?? []).map((row) => ({ ...row, readAt: new Date(row.readAt) })),
        viewerId,
      ),

    async visibility(userId: number): Promise<AudienceVisibilityData> {
      return presentVisibility(await repository.visibilityOf(userId), DEFAULT_AUDIENCE_VISIBILITY);
    },

    /** The creator's own choice; it names no member, so it can change no one else's. */
    async setVisibility(userId: number, choice: AudienceVisibilityData) {
      return presentVisibility(
        await repository.setVisibility(userId, choice, now()),
        DEFAULT_AUDIENCE_VISIBILITY,
      );
    },
  };
}

export type AudienceService = ReturnType<typeof audienceService>;
