import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconDownload, IconShare } from '@tabler/icons-react';
import { TIMINGS } from '@partnerly/shared';
import { paths } from '../../../lib/paths';

interface MediaKitCardProps {
  username: string;
  /** Whether the public page (and so the kit) is online: visible, paid, not suspended. */
  online: boolean;
}

/**
 * The media kit (issue 48 point 5, decision 111): a page and a PDF made from the profile's
 * verified numbers whenever they are asked for, so a shared kit is never out of date. Share
 * uses the phone's share sheet where there is one, and copies the link elsewhere.
 */
export function MediaKitCard({ username, online }: MediaKitCardProps) {
  const clipboard = useClipboard({ timeout: TIMINGS.copyConfirmationMs });
  const url = `${window.location.origin}${paths.mediaKit(username)}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${username}'s media kit`, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    clipboard.copy(url);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Your media kit
        </Title>
        <Text size="sm" c="gray.7">
          Your verified followers, audience, growth, packages and reviews on one page and in a PDF,
          always as they are today. It shows what you made public; parts you keep for members or for
          yourself stay out.
        </Text>
        {online ? (
          <Group gap="sm">
            <Button
              onClick={() => void share()}
              leftSection={
                clipboard.copied ? (
                  <IconCheck size={18} aria-hidden="true" />
                ) : (
                  <IconShare size={18} aria-hidden="true" />
                )
              }
              aria-live="polite"
            >
              {clipboard.copied ? 'Link copied' : 'Share media kit'}
            </Button>
            <Button
              component="a"
              href={`${paths.mediaKit(username)}.pdf`}
              download={`${username}-media-kit.pdf`}
              variant="outline"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              Download PDF
            </Button>
            <Button component="a" href={paths.mediaKit(username)} target="_blank" variant="subtle">
              View media kit
            </Button>
          </Group>
        ) : (
          <Text size="sm">Your media kit goes online with your public profile.</Text>
        )}
      </Stack>
    </Paper>
  );
}
