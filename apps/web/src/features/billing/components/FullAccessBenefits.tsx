import { List, Text, ThemeIcon } from '@mantine/core';
import { IconId, IconLink, IconMessageCircle, IconSpeakerphone } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';

const BENEFITS: readonly { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconId,
    title: 'Publish your profile',
    text: 'Your own page with your picture, bio, tags and audience countries.',
  },
  {
    icon: IconLink,
    title: 'Verify socials and add links',
    text: 'Show partners your real reach and everything you want them to see.',
  },
  {
    icon: IconSpeakerphone,
    title: 'Post ads on Explore',
    text: 'Tell creators and brands what you offer, with a price per 1,000 views.',
  },
  {
    icon: IconMessageCircle,
    title: 'Chat privately',
    text: 'Contact anyone you find in search or on Explore, and answer their messages.',
  },
];

/** What Full Access unlocks, one line each. */
export function FullAccessBenefits() {
  return (
    <List spacing="md" listStyleType="none" p={0} m={0}>
      {BENEFITS.map(({ icon: BenefitIcon, title, text }) => (
        <List.Item
          key={title}
          icon={
            <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
              <BenefitIcon size={20} />
            </ThemeIcon>
          }
        >
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="gray.7">
            {text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
