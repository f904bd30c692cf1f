import {
  LIST_LIMITS,
  LIST_MESSAGES,
  type ListData,
  type ListSummary,
  type PublicProfileData,
} from '@partnerly/shared';
import { fieldError, nonFieldError, notFound } from '../../lib/errors';
import { uniqueViolationError } from '../../lib/errors';
import { csvOf } from '../../lib/csv';
import { CSV_HEADER, presentCsvRow, presentList, presentListSummary } from './lists.presenter';
import type { ListsRepository } from './lists.repository';

/** What lists need from profiles: the public view, undefined once hidden or unpaid. */
export interface PublicProfiles {
  findPublicProfile(username: string): Promise<PublicProfileData | undefined>;
}

/** The saved creators' audience matches to the list owner's own target (decision 117). */
export interface ItemMatches {
  forViewer(viewerId: number, usernames: string[]): Promise<Map<string, number | null>>;
}

/** Private shortlists of saved profiles; another member's list is answered as not found. */
export function listsService({
  lists,
  profiles,
  audienceMatches,
  publicUrl,
}: {
  lists: ListsRepository;
  profiles: PublicProfiles;
  audienceMatches: ItemMatches;
  publicUrl: string;
}) {
  async function ownList(userId: number, listId: number) {
    const list = await lists.find(userId, listId);
    if (!list) throw notFound();
    return list;
  }

  async function withProfiles(listId: number) {
    const rows = await lists.items(listId);
    return Promise.all(
      rows.map(async (row) => ({ row, profile: await profiles.findPublicProfile(row.username) })),
    );
  }

  /** A second list of the same name reads as a field error, not a server error. */
  async function named<T>(store: () => Promise<T>): Promise<T> {
    try {
      return await store();
    } catch (error) {
      if (uniqueViolationError(error)) throw fieldError('name', LIST_MESSAGES.nameTaken);
      throw error;
    }
  }

  async function savedUserId(username: string): Promise<number> {
    const id = await lists.userIdOf(username);
    if (id === undefined) throw notFound();
    return id;
  }

  return {
    /** The member's lists; with `username`, each says whether that profile is saved in it. */
    async summaries(userId: number, username?: string): Promise<ListSummary[]> {
      if (username === undefined) {
        return (await lists.summaries(userId)).map(({ saved: _saved, ...row }) =>
          presentListSummary(row),
        );
      }
      const savedUserId = (await lists.userIdOf(username)) ?? 0;
      return (await lists.summaries(userId, savedUserId)).map(presentListSummary);
    },

    async create(userId: number, name: string): Promise<ListSummary> {
      if ((await lists.countLists(userId)) >= LIST_LIMITS.lists) {
        throw nonFieldError(LIST_MESSAGES.tooManyLists);
      }
      const row = await named(() => lists.create(userId, name));
      return presentListSummary({ ...row, count: 0 });
    },

    async list(userId: number, listId: number): Promise<ListData> {
      const list = await ownList(userId, listId);
      const items = await withProfiles(list.id);
      // A profile no longer public shows no match either: it is not ours to share any more.
      const shown = items.filter((item) => item.profile).map((item) => item.row.username);
      return presentList(list, items, await audienceMatches.forViewer(userId, shown));
    },

    async rename(userId: number, listId: number, name: string): Promise<ListSummary> {
      const row = await named(() => lists.rename(userId, listId, name));
      if (!row) throw notFound();
      return presentListSummary({ ...row, count: await lists.countItems(row.id) });
    },

    async delete(userId: number, listId: number): Promise<void> {
      if (!(await lists.delete(userId, listId))) throw notFound();
    },

    /** Saves a profile that is public now; a hidden or unknown one is not found. */
    async addItem(userId: number, listId: number, username: string, note: string): Promise<void> {
      const list = await ownList(userId, listId);
      if (!(await profiles.findPublicProfile(username))) throw notFound();
      if ((await lists.countItems(list.id)) >= LIST_LIMITS.items) {
        throw nonFieldError(LIST_MESSAGES.listFull);
      }
      const added = await lists.addItem(list.id, await savedUserId(username), note);
      if (!added) throw fieldError('username', LIST_MESSAGES.alreadySaved);
    },

    async setNote(userId: number, listId: number, username: string, note: string): Promise<void> {
      const list = await ownList(userId, listId);
      if (!(await lists.setNote(list.id, await savedUserId(username), note))) throw notFound();
    },

    async removeItem(userId: number, listId: number, username: string): Promise<void> {
      const list = await ownList(userId, listId);
      if (!(await lists.removeItem(list.id, await savedUserId(username)))) throw notFound();
    },

    /** The list as CSV with its file name. */
    async exportCsv(userId: number, listId: number): Promise<{ name: string; csv: string }> {
      const list = await ownList(userId, listId);
      const items = await withProfiles(list.id);
      const rows = items.map(({ row, profile }) => presentCsvRow(row, profile, publicUrl));
      return { name: list.name, csv: csvOf([CSV_HEADER, ...rows]) };
    },
  };
}

export type ListsService = ReturnType<typeof listsService>;
