import {
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatFollowers } from '@partnerly/shared';
import type { Platform, SocialData } from '@partnerly/shared';
import { safeHref } from '../../../components/external-link';
import { GO_LINK, socialGo } from '../profile-beacons';
import { PlatformIcon } from '../../../components/PlatformIcon';
import classes from '../public-profile.module.css';

/** Each platform's own colour, behind its white mark. */
const PLATFORM_COLORS: Record<Platform, string> = {
  Instagram: '#c13584',
  Tiktok: '#000000',
  Facebook: '#1877f2',
  X: '#000000',
  Youtube: '#ff0000',
};

/** The account's handle from its address: the last part of the path, as @name. */
export function handleOf(link: string): string | undefined {
  try {
    const last = new URL(link).pathname.split('/').filter(Boolean).pop();
    return last ? `@${decodeURIComponent(last).replace(/^@/, '')}` : undefined;
  } catch {
    return undefined;
  }
}

function SocialCard({ social }: { social: SocialData }) {
  const href = safeHref(social.link);
  const handle = handleOf(social.link);
  const body = (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon
        size={44}
        radius="md"
        color={PLATFORM_COLORS[social.social_media]}
        aria-hidden="true"
      >
        <PlatformIcon platform={social.social_media} size={26} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={700}>{social.social_media}</Text>
        {handle && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {handle}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {formatFollowers(social.followers)} followers
        </Text>
      </Stack>
    </Group>
  );
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      {href ? (
        <a
          href={socialGo(social.id)}
          {...GO_LINK}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          {body}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        body
      )}
    </Paper>
  );
}

/** Verified accounts as cards: platform mark and colour, handle, followers. */
export function PublicSocialCards({ socials }: { socials: SocialData[] }) {
  return (
    <Stack component="section" aria-labelledby="socials-title" gap="sm">
      <Title order={2} id="socials-title" fz="lg">
        Socials
      </Title>
      {socials.length === 0 ? (
        <Text c="gray.7">No verified social accounts yet.</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing="sm" className={classes.list}>
          {socials.map((social) => (
            <SocialCard key={social.id} social={social} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
