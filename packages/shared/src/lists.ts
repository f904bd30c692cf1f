import { z } from 'zod';
import { LIMITS } from './limits';
import { multiLine, requiredText } from './fields';
import type { SocialData } from './profile-data';

/** Shortlists of saved profiles (issue 20): enough for any campaign, bounded for export. */
export const LIST_LIMITS = { lists: 50, items: 1000, name: 60, note: 500 } as const;

/** POST /api/lists/ and PUT /api/lists/{id}/. */
export const listNameSchema = z.object({ name: requiredText(LIST_LIMITS.name) });
export type ListNameInput = z.input<typeof listNameSchema>;

/** PUT /api/lists/{id}/items/{username}/: the private note on a saved profile. */
export const listNoteSchema = z.object({ note: multiLine(LIST_LIMITS.note).optional() });

/** POST /api/lists/{id}/items/. */
export const listItemSchema = listNoteSchema.extend({
  username: requiredText(LIMITS.username),
});
export type ListItemInput = z.input<typeof listItemSchema>;

/** One list in GET /api/lists/. */
export interface ListSummary {
  id: number;
  name: string;
  count: number;
  created: string;
  /** Asked with `?username=`: whether that profile is saved in this list (the bookmark menu). */
  saved?: boolean;
}

/** A saved profile; `public` is false once it is hidden or no longer paid for. */
export interface ListItemData {
  username: string;
  note: string;
  saved: string;
  public: boolean;
  profile_picture: string | null;
  /** Its verified accounts and who vouches for each count (issue 31); none once not public. */
  socials: ListItemSocial[];
  /** The share of its verified audience inside the list owner's target (decision 117). */
  audience_match: number | null;
}

export type ListItemSocial = Pick<
  SocialData,
  'social_media' | 'followers' | 'followers_hidden' | 'source' | 'followers_updated_at'
>;

/** GET /api/lists/{id}/. */
export interface ListData extends ListSummary {
  items: ListItemData[];
}

export const LIST_MESSAGES = {
  tooManyLists: `You can keep at most ${LIST_LIMITS.lists} lists.`,
  listFull: `A list holds at most ${LIST_LIMITS.items} profiles.`,
  nameTaken: 'You already have a list with this name.',
  alreadySaved: 'This profile is already in the list.',
  deleted: 'Deleted.',
} as const;
