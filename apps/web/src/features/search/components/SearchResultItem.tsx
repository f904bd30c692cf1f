import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  REPLY_TIME_LABELS,
  connectPlatformName,
  formatFollowers,
  formatPackagePrice,
  platformName,
  ratingDescription,
  ratingLabel,
  trackRecordLine,
} from '@partnerly/shared';
import type { SearchResult } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { AudienceCharts } from '../../../domains/audience/AudienceCharts';
import { MatchBadge } from '../../../domains/audience/MatchBadge';
import { CountryList } from '../../../components/CountryList';
import { PlatformIcon } from '../../../components/PlatformIcon';
import { SaveToListButton } from '../../../components/SaveToListButton';
import { TagList } from '../../../components/TagList';
import { UserAvatar } from '../../../components/UserAvatar';
import classes from './SearchResults.module.css';

/**
 * The platforms as icons: each verified account with its followers, then those waiting for
 * the admin as "Verification pending" (they have no count yet, which is not zero).
 */
function ResultSocials({ result }: { result: SearchResult }) {
  if (result.socials.length === 0 && result.pending.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="xs"
      m={0}
      p={0}
      aria-label={`${result.username}'s socials`}
      style={{ listStyle: 'none' }}
    >
      {result.socials.map((social) => (
        <Group component="li" key={social.social_media} gap={4} wrap="nowrap">
          <PlatformIcon platform={social.social_media} size={18} />
          <Text size="sm" fw={500}>
            <VisuallyHidden>{platformName(social.social_media)}: </VisuallyHidden>
            {formatFollowers(social.followers)}
          </Text>
        </Group>
      ))}
      {result.pending.map((platform) => (
        <Group component="li" key={platform} gap={4} wrap="nowrap">
          <PlatformIcon platform={platform} size={18} />
          <Text size="sm" c="gray.7">
            <VisuallyHidden>{platformName(platform)}: </VisuallyHidden>
            Verification pending
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The verified audience of the most followed account that has one, as compact charts: one
 * account keeps the card short; the profile shows the others.
 */
function ResultAudience({ result }: { result: SearchResult }) {
  const social = result.socials.find((entry) => entry.audience);
  if (!social?.audience) return null;
  return (
    <section aria-label={`${result.username}'s ${platformName(social.social_media)} audience`}>
      <AudienceCharts audience={social.audience} compact />
    </section>
  );
}

const names = (items: SearchResult['tags']) => items.map((item) => item.name);

/** One found profile: picture, username, followers by platform, countries and tags, linking to it. */
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
              {result.rating !== null && result.reviews_count > 0 && (
                <Text size="sm" fw={600} c="gray.8">
                  <span aria-hidden="true">
                    {ratingLabel(result.rating, result.reviews_count)}
                    {result.socials.length > 0 && ' ·'}
                  </span>
                  <VisuallyHidden>
                    {ratingDescription(result.rating, result.reviews_count)}
                  </VisuallyHidden>
                </Text>
              )}
              {result.socials.length > 0 && (
                <Text size="sm" c="gray.7" fw={500}>
                  {formatFollowers(result.followers)} followers
                </Text>
              )}
              <SaveToListButton username={result.username} />
            </Group>
          </Group>
          {result.audience_match !== null && (
            <Group gap={0}>
              <MatchBadge match={result.audience_match} />
            </Group>
          )}
          <ResultSocials result={result} />
          {result.verified_sources.length > 0 && (
            <Text size="sm" c="teal.9">
              Verified by{' '}
              {result.verified_sources.map((source) => connectPlatformName(source)).join(', ')}
            </Text>
          )}
          {result.results && (
            <Text size="sm" fw={500} c="gray.8">
              {trackRecordLine(result.results)}
            </Text>
          )}
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
          <ResultAudience result={result} />
          <CountryList countries={countries} label={`${result.username}'s countries`} />
          <TagList tags={tags} label={`${result.username}'s tags`} />
        </Stack>
      </Group>
    </Paper>
  );
}
