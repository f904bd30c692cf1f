import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { formatFollowers, platformName, type Platform } from '@partnerly/shared';
import { ExternalRow } from './ExternalRow';
import { safeHref } from './external-link';
import { PlatformIcon } from './PlatformIcon';

interface SocialRowProps {
  platform: Platform;
  /** The account's address; the row opens it in a new tab. None while in verification. */
  link?: string;
  /**
   * The account's followers, `pending` while it waits for verification (no count yet), or
   * `hidden` when the channel hides its count.
   */
  followers: number | 'pending' | 'hidden';
  /** A second line, e.g. the submitted username. */
  detail?: string;
  /** Buttons at the end of the row (edit, delete). */
  actions?: ReactNode;
}

/** One social account: platform, followers, and the link to the account itself. */
export function SocialRow({ platform, link, followers, detail, actions }: SocialRowProps) {
  const href = link ? safeHref(link) : undefined;
  const body = (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <PlatformIcon platform={platform} size={28} />
      <div style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600}>{platformName(platform)}</Text>
          {href && <IconExternalLink size={14} aria-hidden="true" />}
        </Group>
        <Text size="sm" c="gray.7">
          {followers === 'pending'
            ? 'Verification pending'
            : followers === 'hidden'
              ? 'Follower count hidden'
              : `${formatFollowers(followers)} followers`}
        </Text>
        {detail && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        )}
      </div>
    </Group>
  );

  return (
    <ExternalRow href={href} actions={actions}>
      {body}
    </ExternalRow>
  );
}
