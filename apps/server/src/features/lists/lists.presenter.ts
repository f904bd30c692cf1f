import {
  PLATFORMS,
  platformName,
  type ListData,
  type ListItemData,
  type ListSummary,
  type PublicProfileData,
} from '@partnerly/shared';
import type { ListItemRow, ListRow } from './lists.repository';

export const presentListSummary = (
  row: Pick<ListRow, 'id' | 'name' | 'createdAt'> & { count: number; saved?: boolean },
): ListSummary => ({
  id: row.id,
  name: row.name,
  count: row.count,
  created: row.createdAt.toISOString(),
  ...(row.saved === undefined ? {} : { saved: row.saved }),
});

export const presentListItem = (
  row: ListItemRow,
  profile: PublicProfileData | undefined,
  match: number | null = null,
): ListItemData => ({
  username: row.username,
  note: row.note,
  saved: row.createdAt.toISOString(),
  public: profile !== undefined,
  profile_picture: profile?.profile.profile_picture ?? null,
  socials: (profile?.socials ?? []).map((social) => ({
    social_media: social.social_media,
    followers: social.followers,
    followers_hidden: social.followers_hidden,
    source: social.source,
    followers_updated_at: social.followers_updated_at,
  })),
  audience_match: profile ? match : null,
});

export const presentList = (
  row: ListRow,
  items: { row: ListItemRow; profile: PublicProfileData | undefined }[],
  matches: Map<string, number | null> = new Map(),
): ListData => ({
  ...presentListSummary({ ...row, count: items.length }),
  items: items.map((item) =>
    presentListItem(item.row, item.profile, matches.get(item.row.username.toLowerCase()) ?? null),
  ),
});

export const CSV_HEADER = [
  'username',
  'profile address',
  ...PLATFORMS.map((platform) => `${platformName(platform)} followers`),
  'countries',
  'tags',
  'note',
  'status',
];

/**
 * One CSV row: a profile that is no longer public keeps its username and note, with its
 * reach left empty (it is not ours to share any more). An account waiting for verification
 * reads "Verification pending", not a count of 0.
 */
export function presentCsvRow(
  row: ListItemRow,
  profile: PublicProfileData | undefined,
  publicUrl: string,
): (string | number)[] {
  const followers = PLATFORMS.map((platform) => {
    if (!profile) return '';
    const verified = profile.socials.find((social) => social.social_media === platform);
    if (verified) return verified.followers;
    return row.pending.includes(platform) ? 'Verification pending' : 0;
  });
  return [
    row.username,
    `${publicUrl}/${encodeURIComponent(row.username)}`,
    ...followers,
    profile ? profile.profile.countrys.map((c) => c.name).join('; ') : '',
    profile ? profile.profile.tags.map((t) => t.name).join('; ') : '',
    row.note,
    profile ? 'public' : 'no longer public',
  ];
}
