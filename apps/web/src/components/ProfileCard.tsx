import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CountryList } from './CountryList';
import { CreatorLabel } from './CreatorLabel';
import { TagList } from './TagList';
import { UserAvatar } from './UserAvatar';

interface ProfileCardProps {
  username: string;
  picture: string | null;
  isContentCreator: boolean;
  countries: string[];
  tags: string[];
  bio: string;
  /** Under the name: the owner's visibility eye, or a visitor's Contact button. */
  action: ReactNode;
  /** Shown in place of an empty bio; nothing when absent. */
  emptyBio?: ReactNode;
}

/** A profile as others see it: picture, name with the creator label, countries, tags, bio. */
export function ProfileCard(props: ProfileCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <UserAvatar username={props.username} picture={props.picture} size={96} priority />
          <Stack gap={6} miw={0}>
            <Title order={1} fz={{ base: 22, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {props.username}
            </Title>
            {props.isContentCreator && <CreatorLabel />}
            <div>{props.action}</div>
          </Stack>
        </Group>
        <CountryList countries={props.countries} />
        <TagList tags={props.tags} />
        {props.bio ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{props.bio}</Text>
        ) : (
          props.emptyBio
        )}
      </Stack>
    </Paper>
  );
}
