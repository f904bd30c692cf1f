import { Button, Stack, Text, Title } from '@mantine/core';

interface LoadFailedProps {
  /** What did not load, after "We couldn't load": "your account", "this profile". */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A page's data did not load: say so, and offer to try again. */
export function LoadFailed({ what, onRetry, retrying }: LoadFailedProps) {
  return (
    <Stack align="center" gap="sm" ta="center">
      <Title order={1} fz="xl">
        We couldn&apos;t load {what}
      </Title>
      <Text c="gray.7">Please check your connection and try again.</Text>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Stack>
  );
}
