import { Text } from '@mantine/core';
import type { UserData } from '@partnerly/shared';
import { ProfileCard } from '../../../components/ProfileCard';
import { VisibilityToggle } from './VisibilityToggle';

/** Picture, name, countries, tags and bio as others see them, with the visibility eye. */
export function ProfileHeader({ user }: { user: UserData }) {
  return (
    <ProfileCard
      username={user.username}
      picture={user.profile_picture}
      isContentCreator={user.is_content_producer}
      countries={user.profile_countrys}
      tags={user.profile_tags}
      bio={user.profile_text}
      action={<VisibilityToggle visible={user.is_active} />}
      emptyBio={
        <Text c="gray.7" fs="italic">
          No bio yet: tell partners who you are with Edit Profile.
        </Text>
      }
    />
  );
}
