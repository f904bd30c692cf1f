import { Box, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DEFAULT_PROFILE_THEME } from '@partnerly/shared';
import { themeVariables } from '../../components/profile-themes';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundPage } from '../../components/NotFoundPage';
import { isMissingProfile, profileDataQuery } from './api/profile-data';
import { PublicProfileBar } from './components/PublicProfileBar';
import { PublicProfileSkeleton } from './components/PublicProfileSkeleton';
import { PublicProfileView } from './components/PublicProfileView';
import classes from './public-profile.module.css';

/**
 * /{username} reached inside the single-page app (from search, say): the profile is fetched.
 * A page load of /{username} gets the server-rendered view instead (decision 013).
 */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const { data, error, isPending, refetch, isRefetching } = useQuery(profileDataQuery(username));

  if (isPending) return <PublicProfileSkeleton />;
  if (isMissingProfile(error)) return <NotFoundPage />;
  if (data) return <PublicProfileView data={data} asMember />;

  return (
    <div className={classes.page} style={themeVariables(DEFAULT_PROFILE_THEME)}>
      <PublicProfileBar />
      <Container component="main" size="sm" px="md" py="xl">
        <Box py="xl">
          <LoadFailed what="this profile" onRetry={() => void refetch()} retrying={isRefetching} />
        </Box>
      </Container>
    </div>
  );
}
