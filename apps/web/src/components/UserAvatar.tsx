import { useState, type CSSProperties } from 'react';
import { Avatar, Box } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { PICTURE_SIZE } from '@partnerly/shared';
import { ResponsiveImage } from './ResponsiveImage';

interface UserAvatarProps {
  username: string;
  /** The picture's address; null shows the default avatar (the user's initials). */
  picture: string | null;
  isContentCreator?: boolean;
  size?: number;
  /** In a list that may reach below the fold: load the picture when scrolled near. */
  lazy?: boolean;
  /** The page's main picture (a profile's own page): fetched first. */
  priority?: boolean;
  /** Initials in a public page's theme colours (its --pp-* variables) instead of violet. */
  themed?: boolean;
}

const THEMED_INITIALS = {
  '--avatar-bg': 'var(--pp-tint)',
  '--avatar-color': 'var(--pp-accent-text)',
} as CSSProperties;

/** A user's picture with the content-creator badge in its corner when they are one. */
export function UserAvatar({
  username,
  picture,
  isContentCreator,
  size = 96,
  lazy,
  priority,
  themed,
}: UserAvatarProps) {
  const badge = Math.max(18, Math.round(size * 0.3));
  return (
    <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
      {/* Keyed by address: a new picture gets a new chance after a failed one. */}
      <AvatarPicture
        key={picture}
        username={username}
        picture={picture}
        size={size}
        lazy={lazy}
        priority={priority}
        themed={themed}
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

/** The picture in the size it is drawn at, or the initials when there is none or it fails. */
function AvatarPicture({
  username,
  picture,
  size,
  lazy,
  priority,
  themed,
}: Pick<UserAvatarProps, 'username' | 'picture' | 'lazy' | 'priority' | 'themed'> & {
  size: number;
}) {
  const [failed, setFailed] = useState(false);
  const alt = `${username}'s profile picture`;
  if (!picture || failed) {
    return (
      <Avatar
        alt={alt}
        name={username}
        color="violet"
        size={size}
        radius={size}
        style={themed ? THEMED_INITIALS : undefined}
        // The default avatar draws initials, so it needs its own name for screen readers.
        role="img"
        aria-label={alt}
      />
    );
  }
  return (
    <Box w={size} h={size} style={{ borderRadius: '50%', overflow: 'hidden' }}>
      <ResponsiveImage
        src={picture}
        alt={alt}
        imageWidth={PICTURE_SIZE}
        width={size}
        height={size}
        sizes={`${size}px`}
        lazy={lazy}
        priority={priority}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
