import { Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { TIMINGS } from '@partnerly/shared';
import { paths } from '../lib/paths';

/**
 * The user's public profile address with a Copy button ("Copied" for 2 s); `onCopy` hears
 * each press.
 */
export function ProfileLink({ username, onCopy }: { username: string; onCopy?: () => void }) {
  const url = `${window.location.origin}${paths.publicProfile(username)}`;
  return (
    <Group gap="xs" wrap="nowrap" maw="100%">
      <Text
        component="a"
        href={url}
        target="_blank"
        rel="noreferrer"
        c="violet.8"
        fw={500}
        td="underline"
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {url}
      </Text>
      <CopyButton value={url} timeout={TIMINGS.copyConfirmationMs}>
        {({ copied, copy }) => (
          <Button
            variant="outline"
            size="compact-sm"
            color={copied ? 'teal.9' : 'violet.7'}
            onClick={() => {
              copy();
              onCopy?.();
            }}
            leftSection={
              copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )
            }
            style={{ flexShrink: 0 }}
            aria-live="polite"
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
