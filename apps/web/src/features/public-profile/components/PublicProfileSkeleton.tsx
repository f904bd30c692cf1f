import { Container, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { DEFAULT_PROFILE_THEME } from '@partnerly/shared';
import { themeVariables } from '../../../components/profile-themes';
import classes from '../public-profile.module.css';
import { PublicProfileBar } from './PublicProfileBar';

/** The public page's shape while its data loads inside the app (from search, say). */
export function PublicProfileSkeleton() {
  return (
    <div className={classes.page} style={themeVariables(DEFAULT_PROFILE_THEME)}>
      <PublicProfileBar />
      <main>
        <div className={classes.cover} />
        <Container size="sm" px="md" pb="xl">
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            className={`${classes.card} ${classes.surface}`}
          >
            <Stack gap="sm" align="center" role="status">
              <VisuallyHidden>Loading...</VisuallyHidden>
              <Skeleton circle height={112} />
              <Skeleton height={28} width={180} />
              <Skeleton height={44} width={160} radius="xl" />
              <Skeleton height={42} width={200} radius="xl" />
            </Stack>
          </Paper>
          <Stack gap="sm" mt="lg" aria-hidden="true">
            <Skeleton height={56} radius="xl" />
            <Skeleton height={56} radius="xl" />
          </Stack>
        </Container>
      </main>
    </div>
  );
}
