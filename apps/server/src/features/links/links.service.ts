import type { OwnLinkData } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { presentOwnLink } from './links.presenter';
import type { LinksRepository } from './links.repository';

/** The owner's custom links; another member's link ids are 404 and change nothing. */
export function linksService({ linksRepository: links }: { linksRepository: LinksRepository }) {
  return {
    add: async (userId: number, title: string, url: string): Promise<OwnLinkData> =>
      presentOwnLink(await links.add(userId, title, url)),

    /** Hides a link from the public page (it stays on /profile) or shows it again. */
    async setHidden(userId: number, linkId: number, hidden: boolean): Promise<OwnLinkData> {
      const row = await links.setHidden(userId, linkId, hidden);
      if (!row) throw notFound();
      return presentOwnLink(row);
    },

    /** Stores the owner's order; any id that is not one of their links changes nothing. */
    async reorder(userId: number, ids: number[]): Promise<OwnLinkData[]> {
      if (!(await links.reorder(userId, ids))) throw notFound();
      return (await links.list(userId)).map(presentOwnLink);
    },

    async delete(userId: number, linkId: number): Promise<void> {
      if (!(await links.delete(userId, linkId))) throw notFound();
    },
  };
}

export type LinksService = ReturnType<typeof linksService>;
