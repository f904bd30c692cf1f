import {
  PICTURE_SIZE,
  type AudienceVisibilityData,
  type ConnectPlatform,
  isProfileName,
  type OwnProfileData,
  type PackageData,
  type ProfileReviews,
  type PublicProfileData,
  type SocialAudience,
  type TrackRecord,
} from '@partnerly/shared';
import type { ads, links, manualSocials, socials } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { reencodeSquareJpeg } from '../../lib/images';
import { mediaUrl } from '../media/media.presenter';
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
    listVisible(userId: number): Promise<(typeof links.$inferSelect)[]>;
  };
  ads: { list(userId: number): Promise<(typeof ads.$inferSelect)[]> };
  packages: { list(userId: number): Promise<PackageData[]> };
  /** Published reviews of the member (issue 33). */
  reviews: { summary(userId: number): Promise<ProfileReviews> };
  /** Verified audiences as the viewer may see them, and the owner's choice (decision 104). */
  audience: {
    ofProfile(
      userId: number,
      viewerId: number | undefined,
    ): Promise<Map<ConnectPlatform, SocialAudience>>;
    visibility(userId: number): Promise<AudienceVisibilityData>;
  };
  /** Verified results from completed deals (issue 47 point 5). */
  results: {
    shownFor(userId: number): Promise<TrackRecord | null>;
    ownOf(userId: number): Promise<{ results: TrackRecord | null; hidden: boolean }>;
  };
}

/** The own profile (edit, picture, visibility) and the public page anyone can open. */
export function profilesService({
  profiles,
  parts: { socials, links, ads, packages, reviews, audience, results },
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
   * is the signed-in member looking (undefined: a visitor), for what the audience shows.
   */
  async function findPublicProfile(
    username: string,
    viewerId?: number,
  ): Promise<PublicProfileData | undefined> {
    const user = await profiles.findPublic(username);
    if (!user) return undefined;
    const [verified, linkRows, adRows, packageList, reviewList, audiences, record] =
      await Promise.all([
        socials.listVerified(user.id),
        links.listVisible(user.id),
        ads.list(user.id),
        packages.list(user.id),
        reviews.summary(user.id),
        audience.ofProfile(user.id, viewerId),
        results.shownFor(user.id),
      ]);
    return presentPublicProfile(user, {
      socials: verified,
      audiences,
      links: linkRows,
      ads: adRows,
      packages: packageList,
      reviews: reviewList,
      results: record,
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
