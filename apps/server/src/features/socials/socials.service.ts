import type { z } from 'zod';
import type { manualSocialSchema, updateSocialSchema } from '@partnerly/shared';
import { fieldError, notFound } from '../../lib/errors';
import { presentManualSocial, presentSocial } from './socials.presenter';
import type { Database } from '../../db/client';
import {
  socialsRepository,
  type PlatformNumbers,
  type SocialsRepository,
} from './socials.repository';

/** The owner's social accounts: submitted for verification, audience edited, deleted. */
export function socialsService({
  socialsRepository: socials,
}: {
  socialsRepository: SocialsRepository;
}) {
  return {
    /** One account per platform: a second one, even submitted at the same moment, is a 400. */
    async submit(
      userId: number,
      { socialMedia, socialMediaUsername, tags, countrys }: z.output<typeof manualSocialSchema>,
    ) {
      const duplicate = fieldError('socialMedia', `You already added a ${socialMedia} account.`);
      if (await socials.platformTaken(userId, socialMedia)) throw duplicate;
      const row = await socials.addPending({
        userId,
        platform: socialMedia,
        handle: socialMediaUsername.replace(/^@/, ''),
        tags,
        countries: countrys,
      });
      if (!row) throw duplicate;
      return presentManualSocial(row);
    },

    async deletePending(userId: number, id: number): Promise<void> {
      if (!(await socials.deletePending(userId, id))) throw notFound();
    },

    async updateAudience(
      userId: number,
      { updateid, tags, countrys }: z.output<typeof updateSocialSchema>,
    ) {
      const row = await socials.updateAudience(userId, updateid, tags, countrys);
      if (!row) throw notFound();
      return presentSocial(row);
    },

    async deleteVerified(userId: number, id: number): Promise<void> {
      if (!(await socials.deleteVerified(userId, id))) throw notFound();
    },

    /**
     * The socials a platform connection vouches for (issue 31), written in the caller's
     * transaction `tx` so the connection and its social change together.
     */
    fromPlatform: (tx: Database) => {
      const repository = socialsRepository(tx);
      return {
        connected: (userId: number, platform: string, numbers: PlatformNumbers) =>
          repository.upsertFromPlatform(userId, platform, numbers),
        refreshed: (userId: number, platform: string, numbers: PlatformNumbers) =>
          repository.updateFromPlatform(userId, platform, numbers),
        disconnected: (userId: number, platform: string, source: string) =>
          repository.deleteFromSource(userId, platform, source),
        unverified: (userId: number, platform: string, source: string) =>
          repository.clearSource(userId, platform, source),
      };
    },
  };
}

export type SocialsService = ReturnType<typeof socialsService>;
