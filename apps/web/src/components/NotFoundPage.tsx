import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '../lib/app-link';
import { paths } from '../lib/paths';
import { BrandMark } from './BrandLogo';
import { PageTitle } from './PageTitle';

/** The 404 screen for unknown paths and hidden profiles; it stands alone, without a layout. */
export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" px="md" py="xl" bg="gray.0">
      <PageTitle>Page not found — Partnerly</PageTitle>
      <Stack align="center" gap="lg" maw={480} ta="center">
        <BrandMark size={40} />
        <Text fw={800} fz={72} lh={1} c="violet.7" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Looks like you&apos;re lost
        </Title>
        <Text size="lg" c="gray.7">
          The page you are looking for is not available!
        </Text>
        <Button component={AppLink} to={paths.home} size="md">
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}
