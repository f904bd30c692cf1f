import { useState } from 'react';
import { useRouteError } from 'react-router';
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from '../components/BrandLogo';
import { PageLoader } from '../components/PageLoader';
import { paths } from '../lib/paths';
import { isChunkLoadFailure, reloadOnceForStaleChunk } from './stale-chunk';

/** Every route's error screen: a stale page reloads itself once, anything else says so. */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => reloadOnceForStaleChunk(error));
  if (reloading) return <PageLoader />;
  const stale = isChunkLoadFailure(error);
  return (
    <Center component="main" mih="100dvh" px="md" py="xl" bg="gray.0">
      <title>Something went wrong — Partnerly</title>
      <Stack align="center" gap="lg" maw={480} ta="center">
        <BrandMark size={40} />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {stale ? 'This page could not load' : 'Something went wrong'}
        </Title>
        <Text size="lg" c="gray.7">
          {stale
            ? 'Partnerly may have just been updated, or your connection dropped. Please try again.'
            : 'An unexpected error stopped this page. Please try again; if it keeps happening, let us know.'}
        </Text>
        <Button size="md" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Anchor href={paths.home}>Go to the home page</Anchor>
      </Stack>
    </Center>
  );
}
