import { Box, Button, Container, Group } from '@mantine/core';
import { AppLink } from '../../../lib/app-link';
import { useSignedIn } from '../../../lib/use-signed-in';
import { paths } from '../../../lib/paths';
import { BrandLogo } from '../../../components/BrandLogo';

/** A slim top bar: the brand home, and a way in for visitors. */
export function PublicProfileBar() {
  const loggedIn = useSignedIn();
  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="md" h={60} px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <BrandLogo />
          {loggedIn ? (
            <Button component={AppLink} to={paths.profile} variant="default">
              My profile
            </Button>
          ) : (
            <Button component={AppLink} to={paths.register}>
              Sign-up
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
