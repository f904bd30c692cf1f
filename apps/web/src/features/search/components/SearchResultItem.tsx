import { Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { REPLY_TIME_LABELS, formatFollowers, formatPackagePrice } from '@partnerly/shared';
import type { SearchResult } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { CountryList } from '../../../components/CountryList';
import { SaveToListButton } from '../../../components/SaveToListButton';
import { TagList } from '../../../components/TagList';
import { UserAvatar } from '../../../components/UserAvatar';
import classes from './SearchResults.module.css';

const names = (items: SearchResult['tags']) => items.map((item) => item.name);

/** One found profile: picture, username, followers, countries and tags, linking to it. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const countries = names(result.countrys);
  const tags = names(result.tags);
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.item}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar username={result.username} picture={result.profile_picture} size={52} lazy />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="wrap" align="baseline">
            <Link to={paths.publicProfile(result.username)} className={classes.link}>
              {result.username}
            </Link>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" c="gray.7" fw={500}>
                {formatFollowers(result.followers)} followers
              </Text>
              <SaveToListButton username={result.username} compact />
            </Group>
          </Group>
          {result.reply_time && (
            <Text size="sm" c="gray.7">
              {REPLY_TIME_LABELS[result.reply_time]}
            </Text>
          )}
          {result.lowest_price !== null && (
            <Text size="sm" c="teal.9" fw={600}>
              Packages from {formatPackagePrice(result.lowest_price)}
            </Text>
          )}
          <CountryList countries={countries} label={`${result.username}'s countries`} />
          <TagList tags={tags} label={`${result.username}'s tags`} />
        </Stack>
      </Group>
    </Paper>
  );
}
