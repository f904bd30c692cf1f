import {
  PICTURE_SIZE,
  type AudienceVisibilityData,
  type ConnectPlatform,
  isProfileName,
  type OwnProfileData,
  type PublicProfileData,
  type SocialAudience,
  type TrackRecord,
} from '@partnerly/shared';
import type { ads, links, manualSocials, socials } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { reencodeSquareJpeg } from '../../lib/images';
import type { AudienceRowData } from '../audience/card-audiences';
import { mediaUrl } from '../media/media.presenter';
import { presentPackage } from '../packages/packages.presenter';
import { presentProfileReviews } from '../reviews/reviews.presenter';
import type { ResultsRow } from '../track-record/card-results';
import type { MediaService } from '../media/media.service';
import type { EventBus } from '../../events/event-bus';
import type { User } from '../users/user';
import { announceChange } from '../users/users.service';
import { presentOwnProfile, presentProfileEdit, presentPublicProfile } from './profiles.presenter';
import type { ProfileEdit, ProfilesRepository } from './profiles.repository';

/**
 * What a profile shows from the features that own its parts. Structural, so profiles reads
 * them without importing their repositories (docs/decisions/020-import-direction.md).
 */
export interface ProfileParts {
  socials: {
    listVerified(userId: number): Promise<(typeof socials.$inferSelect)[]>;
    listPending(userId: number): Promise<(typeof manualSocials.$inferSelect)[]>;
  };
  links: {
    list(userId: number): Promise<(typeof links.$inferSelect)[]>;
  };
  ads: { list(userId: number): Promise<(typeof ads.$inferSelect)[]> };
  /** Verified audiences as the viewer may see them, and the owner's choice (decision 104). */
  audience: {
    ofProfile(
      userId: number,
      viewerId: number | undefined,
    ): Promise<Map<ConnectPlatform, SocialAudience>>;
    /** The same from the rows the public profile's statement read (decision 143). */
    ofProfileRows(
      userId: number,
      rows: AudienceRowData[] | null,
      viewerId: number | undefined,
    ): Map<ConnectPlatform, SocialAudience>;
    visibility(userId: number): Promise<AudienceVisibilityData>;
  };
  /** Verified results from completed deals (issue 47 point 5). */
  results: {
    ownOf(userId: number): Promise<{ results: TrackRecord | null; hidden: boolean }>;
    /** The threshold applied to what the public profile's statement read (decision 143). */
    shownOfRow(row: ResultsRow | null): TrackRecord | null;
  };
}

/** The own profile (edit, picture, visibility) and the public page anyone can open. */
export function profilesService({
  profiles,
  parts: { socials, links, ads, audience, results },
  media,
  events,
}: {
  profiles: ProfilesRepository;
  parts: ProfileParts;
  media: MediaService;
  /** The picture and the account's deletion are announced (`user.changed`). */
  events: Pick<EventBus, 'publish'>;
}) {
  /**
   * The public profile with its socials and links; undefined unless it is public. `viewerId`
   * is the signed-in member looking (undefined: a visitor), for what the audience shows. One
   * statement reads every part (decision 143); the parts' features present theirs.
   */
  async function findPublicProfile(
    username: string,
    viewerId?: number,
  ): Promise<PublicProfileData | undefined> {
    const rows = await profiles.findPublic(username, viewerId);
    if (!rows) return undefined;
    return presentPublicProfile(rows.user, {
      socials: rows.socials,
      audiences: audience.ofProfileRows(rows.user.id, rows.audiences, viewerId),
      links: rows.links,
      ads: rows.ads,
      packages: rows.packages.map(presentPackage),
      reviews: presentProfileReviews(rows.reviews.summary, rows.reviews.newest),
      results: results.shownOfRow(rows.results),
    });
  }

  return {
    async ownProfile(user: User): Promise<OwnProfileData> {
      const [verified, pending, linkRows, adRows, audiences, audienceVisibility, ownResults] =
        await Promise.all([
          socials.listVerified(user.id),
          socials.listPending(user.id),
          links.list(user.id),
          ads.list(user.id),
          audience.ofProfile(user.id, user.id),
          audience.visibility(user.id),
          results.ownOf(user.id),
        ]);
      return presentOwnProfile(user, {
        socials: verified,
        audiences,
        audienceVisibility,
        results: ownResults,
        manualSocials: pending,
        links: linkRows,
        ads: adRows,
      });
    },

    async edit(user: User, edit: ProfileEdit) {
      return presentProfileEdit(await profiles.update(user.id, edit));
    },

    async toggleVisibility(user: User): Promise<boolean> {
      const visible = await profiles.toggleVisibility(user.id);
      return visible;
    },

    /** Stores the re-encoded picture and returns its address; the old one goes if unused. */
    async setPicture(user: User, dataUrl: string): Promise<string> {
      const hash = await media.store(await reencodeSquareJpeg(dataUrl, PICTURE_SIZE));
      const old = await profiles.setPicture(user.id, hash);
      await announceChange(events, user.id);
      if (old !== hash) await media.releaseIfUnused(old);
      return mediaUrl(hash) ?? '';
    },

    async deletePicture(user: User): Promise<void> {
      const old = await profiles.setPicture(user.id, null);
      await announceChange(events, user.id);
      await media.releaseIfUnused(old);
    },

    findPublicProfile,

    async publicProfile(username: string, viewerId?: number): Promise<PublicProfileData> {
      const profile = await findPublicProfile(username, viewerId);
      if (!profile) throw notFound();
      return profile;
    },

    /**
     * Usernames of public profiles for the sitemap, at most `limit`; names that a later
     * reservation made unreachable as /{username} are left out.
     */
    publicUsernames: async (limit: number) =>
      (await profiles.listPublicUsernames(limit)).filter(isProfileName),

    suggestTags: (prefix: string) => profiles.suggestTags(prefix, 10),

    /**
     * Deletes a user with everything on their profile (socials, links and ads go with the
     * row) and then their pictures, unless another profile uses the same image.
     */
    async deleteOwner(user: User): Promise<void> {
      const images = [user.pictureHash, ...(await ads.list(user.id)).map((ad) => ad.imageHash)];
      await profiles.deleteUser(user.id);
      await announceChange(events, user.id);
      for (const hash of images) await media.releaseIfUnused(hash);
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
