import type { EventBus } from '../../events/event-bus';
import {
  asProfileTheme,
  PICTURE_SIZE,
  isProfileName,
  named,
  type OwnProfileData,
  type PackageData,
  type PublicProfileData,
} from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { reencodeSquareJpeg } from '../../lib/images';
import { presentAd } from '../ads/ads.presenter';
import type { AdsRepository } from '../ads/ads.repository';
import { presentLink, presentOwnLink } from '../links/links.presenter';
import type { LinksRepository } from '../links/links.repository';
import { mediaUrl } from '../media/media.presenter';
import type { MediaService } from '../media/media.service';
import { presentManualSocial, presentSocial } from '../socials/socials.presenter';
import type { SocialsRepository } from '../socials/socials.repository';
import type { UserRow } from '../users/users.repository';
import type { ProfileEdit, ProfilesRepository } from './profiles.repository';

/** The own profile (edit, picture, visibility) and the public page anyone can open. */
export function profilesService(
  profiles: ProfilesRepository,
  socials: SocialsRepository,
  links: LinksRepository,
  ads: AdsRepository,
  media: MediaService,
  events: EventBus,
  packages: { list(userId: number): Promise<PackageData[]> },
) {
  /** The public profile with its socials and links; undefined unless it is public. */
  async function findPublicProfile(username: string): Promise<PublicProfileData | undefined> {
    const user = await profiles.findPublic(username);
    if (!user) return undefined;
    const [verified, linkRows, adRows, packageList] = await Promise.all([
      socials.listVerified(user.id),
      links.listVisible(user.id),
      ads.list(user.id),
      packages.list(user.id),
    ]);
    return {
      profile: {
        username: user.username,
        profile_picture: mediaUrl(user.pictureHash),
        is_content_producer: user.isContentCreator,
        countrys: named(user.countries),
        tags: named(user.tags),
        profile_text: user.bio,
        theme: asProfileTheme(user.theme),
      },
      socials: verified.map(presentSocial),
      links: linkRows.map(presentLink),
      ads: adRows.map((row) => presentAd(row, user)),
      packages: packageList,
    };
  }

  return {
    async ownProfile(user: UserRow): Promise<OwnProfileData> {
      const [verified, pending, linkRows, adRows] = await Promise.all([
        socials.listVerified(user.id),
        socials.listPending(user.id),
        links.list(user.id),
        ads.list(user.id),
      ]);
      const knownTags = new Set([...user.tags, ...verified.flatMap((social) => social.tags)]);
      return {
        is_active: user.isVisible,
        is_content_producer: user.isContentCreator,
        profile_picture: mediaUrl(user.pictureHash),
        profile_text: user.bio,
        profile_countrys: user.countries,
        profile_tags: user.tags,
        theme: asProfileTheme(user.theme),
        socials: verified.map(presentSocial),
        manule_socials: pending.map(presentManualSocial),
        links: linkRows.map(presentOwnLink),
        ads: adRows.map((row) => presentAd(row, user)),
        tags: named([...knownTags]),
      };
    },

    async edit(user: UserRow, edit: ProfileEdit) {
      const row = await profiles.update(user.id, edit);
      return {
        profile_text: row?.bio ?? '',
        profile_tags: row?.tags ?? [],
        profile_countrys: row?.countries ?? [],
        is_content_producer: row?.isContentCreator ?? false,
        theme: asProfileTheme(row?.theme ?? ''),
      };
    },

    async toggleVisibility(user: UserRow): Promise<boolean> {
      const visible = await profiles.toggleVisibility(user.id);
      await events.publish('profile.visibility.changed', { userId: user.id, visible });
      return visible;
    },

    /** Stores the re-encoded picture and returns its address; the old one goes if unused. */
    async setPicture(user: UserRow, dataUrl: string): Promise<string> {
      const hash = await media.store(await reencodeSquareJpeg(dataUrl, PICTURE_SIZE));
      const old = await profiles.setPicture(user.id, hash);
      if (old !== hash) await media.releaseIfUnused(old);
      return mediaUrl(hash) ?? '';
    },

    async deletePicture(user: UserRow): Promise<void> {
      await media.releaseIfUnused(await profiles.setPicture(user.id, null));
    },

    findPublicProfile,

    async publicProfile(username: string): Promise<PublicProfileData> {
      const profile = await findPublicProfile(username);
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
    async deleteOwner(user: UserRow): Promise<void> {
      const images = [user.pictureHash, ...(await ads.list(user.id)).map((ad) => ad.imageHash)];
      await profiles.deleteUser(user.id);
      for (const hash of images) await media.releaseIfUnused(hash);
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
