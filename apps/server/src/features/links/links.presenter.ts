import type { LinkData, OwnLinkData } from '@partnerly/shared';
import type { LinkRow } from './links.repository';

export const presentLink = (row: LinkRow): LinkData => ({
  id: row.id,
  title: row.title,
  link: row.url,
});

export const presentOwnLink = (row: LinkRow): OwnLinkData => ({
  ...presentLink(row),
  hidden: row.hidden,
});
