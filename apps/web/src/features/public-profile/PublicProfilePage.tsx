import { Box, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundPage } from '../../components/NotFoundPage';
import { isMissingProfile, profileDataQuery } from './api/profile-data';
import { PublicProfileBar } from './components/PublicProfileBar';
import { PublicProfileHeader } from './components/PublicProfileHeader';
import { PublicLinks, PublicSocials } from './components/PublicProfileLists';

/** /{username}: the public profile anyone can open; hidden or unknown ones show the 404. */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const { data, error, isPending, refetch, isRefetching } = useQuery(profileDataQuery(username));

  if (isPending) {
    return (
      <Center mih="100dvh" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    );
  }
  if (isMissingProfile(error)) return <NotFoundPage />;

  return (
    <Box mih="100dvh" bg="gray.0">
      <PublicProfileBar />
      <Container component="main" size="sm" px="md" py="xl">
        {data ? (
          <Stack gap="xl">
            <title>{`${data.profile.username} — Partnerly`}</title>
            <PublicProfileHeader profile={data.profile} />
            <PublicSocials socials={data.socials} />
            <PublicLinks links={data.links} />
          </Stack>
        ) : (
          <Box py="xl">
            <LoadFailed
              what="this profile"
              onRetry={() => void refetch()}
              retrying={isRefetching}
            />
          </Box>
        )}
      </Container>
    </Box>
  );
}
