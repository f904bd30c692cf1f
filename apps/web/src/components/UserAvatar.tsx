import { Avatar, Box } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

interface UserAvatarProps {
  username: string;
  /** The picture's address; null shows the default avatar (the user's initials). */
  picture: string | null;
  isContentCreator?: boolean;
  size?: number;
}

/** A user's picture with the content-creator badge in its corner when they are one. */
export function UserAvatar({ username, picture, isContentCreator, size = 96 }: UserAvatarProps) {
  const alt = `${username}'s profile picture`;
  const badge = Math.max(18, Math.round(size * 0.3));
  return (
    <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
      <Avatar
        src={picture ?? undefined}
        alt={alt}
        name={username}
        color="violet"
        size={size}
        radius={size}
        // The default avatar draws initials, so it needs its own name for screen readers.
        {...(picture ? {} : { role: 'img', 'aria-label': alt })}
      />
      {isContentCreator && (
        <Box
          pos="absolute"
          right={-2}
          bottom={-2}
          bg="white"
          c="violet.7"
          lh={0}
          role="img"
          aria-label="Content creator"
          title="Content creator"
          style={{ borderRadius: '50%' }}
        >
          <IconRosetteDiscountCheckFilled size={badge} aria-hidden="true" />
        </Box>
      )}
    </Box>
  );
}
