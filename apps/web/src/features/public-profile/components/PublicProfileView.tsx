import { Box, Container, Stack } from '@mantine/core';
import type { PublicProfileData } from '@partnerly/shared';
import { PageTitle } from '../../../components/PageTitle';
import { PublicProfileBar } from './PublicProfileBar';
import { PublicProfileHeader } from './PublicProfileHeader';
import { PublicLinks, PublicSocials } from './PublicProfileLists';

/**
 * A public profile drawn from its data. It needs neither the router nor the query client, so
 * the server renders it into the page of /{username} and the page hydrates it (decision 013).
 */
export function PublicProfileView({ data }: { data: PublicProfileData }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <PublicProfileBar />
      <Container component="main" size="sm" px="md" py="xl">
        <Stack gap="xl">
          <PageTitle>{`${data.profile.username} — Partnerly`}</PageTitle>
          <PublicProfileHeader profile={data.profile} />
          <PublicSocials socials={data.socials} />
          <PublicLinks links={data.links} />
        </Stack>
      </Container>
    </Box>
  );
}
