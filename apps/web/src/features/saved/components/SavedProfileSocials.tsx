import { Group, Text } from '@mantine/core';
import { formatFollowers, platformName, verificationLine } from '@partnerly/shared';
import type { ListItemSocial } from '@partnerly/shared';
import { PlatformIcon } from '../../../components/PlatformIcon';

/**
 * A saved profile's verified accounts, each with its count and who vouches for it ("Verified by
 * Instagram · updated 3 h ago"), so a shortlist shows how fresh the numbers are (issue 31).
 */
export function SavedProfileSocials({
  username,
  socials,
}: {
  username: string;
  socials: ListItemSocial[];
}) {
  if (socials.length === 0) return null;
  const now = new Date();
  return (
    <Group component="ul" gap="xs" aria-label={`${username}'s verified accounts`} m={0} p={0}>
      {socials.map((social) => {
        const followers = social.followers_hidden ? 'hidden' : formatFollowers(social.followers);
        const verified = verificationLine(social, now);
        return (
          <Group
            component="li"
            key={social.social_media}
            gap={6}
            wrap="nowrap"
            style={{ listStyle: 'none' }}
          >
            <PlatformIcon platform={social.social_media} size={18} />
            <Text size="sm" fw={500}>
              {platformName(social.social_media)}: {followers} followers
            </Text>
            {verified && (
              <Text size="xs" c="teal.9">
                {verified}
              </Text>
            )}
          </Group>
        );
      })}
    </Group>
  );
}
