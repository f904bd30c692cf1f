import { useEffect, useState } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../lib/paths';
import { getRefreshToken, isLoggedIn } from '../lib/session';
import { refreshSession } from '../lib/token-refresh';

type Check = 'valid' | 'checking' | 'none' | 'offline';

const initialCheck = (): Check => {
  if (isLoggedIn()) return 'valid';
  return getRefreshToken() ? 'checking' : 'none';
};

/**
 * The login guard of /settings, /search, /profile, /chats and /explore: a valid access token
 * passes, an expired one is refreshed first ("Loading..." meanwhile), anything else goes to
 * /login.
 */
export function RequireSession() {
  const [check, setCheck] = useState<Check>(initialCheck);

  useEffect(() => {
    if (check !== 'checking') return;
    let active = true;
    refreshSession().then(
      (access) => active && setCheck(access ? 'valid' : 'none'),
      () => active && setCheck('offline'),
    );
    return () => {
      active = false;
    };
  }, [check]);

  // A token that expires while the app is open is handled by the API client's 401 refresh.
  if (check === 'valid') return <Outlet />;
  if (check === 'none') return <Navigate to={paths.login} replace />;
  if (check === 'offline') {
    return (
      <Center component="main" h="100dvh" px="md">
        <Stack align="center" gap="sm">
          <Text role="alert">We could not reach the server. Check your connection.</Text>
          <Button onClick={() => setCheck('checking')}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center component="main" h="100dvh" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}
