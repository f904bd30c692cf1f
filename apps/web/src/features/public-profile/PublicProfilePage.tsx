import { Box, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundPage } from '../../components/NotFoundPage';
import { isMissingProfile, profileDataQuery } from './api/profile-data';
import { PublicProfileBar } from './components/PublicProfileBar';
import { PublicProfileSkeleton } from './components/PublicProfileSkeleton';
import { PublicProfileView } from './components/PublicProfileView';

/**
 * /{username} reached inside the single-page app (from search, say): the profile is fetched.
 * A page load of /{username} gets the server-rendered view instead (decision 013).
 */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const { data, error, isPending, refetch, isRefetching } = useQuery(profileDataQuery(username));

  if (isPending) return <PublicProfileSkeleton />;
  if (isMissingProfile(error)) return <NotFoundPage />;
  if (data) return <PublicProfileView data={data} />;

  return (
    <Box mih="100dvh" bg="gray.0">
      <PublicProfileBar />
      <Container component="main" size="sm" px="md" py="xl">
        <Box py="xl">
          <LoadFailed what="this profile" onRetry={() => void refetch()} retrying={isRefetching} />
        </Box>
      </Container>
    </Box>
  );
}
