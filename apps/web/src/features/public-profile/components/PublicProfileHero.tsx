import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import {
  REPLY_TIME_LABELS,
  ratingDescription,
  ratingLabel,
  type ProfileReviews,
  type PublicProfile,
  type ReplyTime,
} from '@partnerly/shared';
import type { SocialData } from '@partnerly/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { useSignedIn } from '../../../lib/use-signed-in';
import classes from '../public-profile.module.css';
import { ContactButton } from './ContactButton';
import { ProfileMenu } from './ProfileMenu';
import { SocialIconRow } from './SocialIconRow';

interface PublicProfileHeroProps {
  profile: PublicProfile;
  socials: SocialData[];
  replyTime: ReplyTime | null;
  reviews: ProfileReviews;
}

/**
 * The top of a public page, sized so a 360 x 740 phone shows it and the first links: the
 * picture on the cover's edge, name, label, the social accounts, and Contact. The rest of the
 * about (bio, countries, tags) follows the links (PublicAbout).
 */
export function PublicProfileHero({
  profile,
  socials,
  replyTime,
  reviews,
}: PublicProfileHeroProps) {
  const signedIn = useSignedIn();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={`${classes.card} ${classes.surface}`}
    >
      <Stack gap="sm" align="center" ta="center">
        <div className={classes.avatarRing}>
          <UserAvatar
            username={profile.username}
            picture={profile.profile_picture}
            size={104}
            priority
            themed
          />
        </div>
        <Stack gap={6} align="center" miw={0} maw="100%">
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {profile.username}
          </Title>
          {profile.is_content_producer && <span className={classes.badge}>Content creator</span>}
          {replyTime && (
            <Text size="sm" fw={500} className={classes.muted}>
              <IconClockHour4 size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
              {REPLY_TIME_LABELS[replyTime]}
            </Text>
          )}
          {reviews.average !== null && reviews.count > 0 && (
            <a
              href="#reviews-title"
              className={classes.muted}
              aria-label={ratingDescription(reviews.average, reviews.count)}
            >
              <Text span size="sm" fw={600}>
                {ratingLabel(reviews.average, reviews.count)}
              </Text>
            </a>
          )}
        </Stack>
        <SocialIconRow socials={socials} />
        <Group gap="xs" justify="center" wrap="nowrap">
          <ContactButton username={profile.username} />
          <ProfileMenu username={profile.username} signedIn={signedIn} />
        </Group>
      </Stack>
    </Paper>
  );
}
