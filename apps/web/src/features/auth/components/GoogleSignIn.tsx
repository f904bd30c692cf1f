import { useEffect, useRef, useState } from 'react';
import { Box, Divider, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { paths } from '../../../lib/paths';
import { signIn } from '../../../lib/sign-in';
import { googleSignIn } from '../api/google';
import type { GoogleMethod } from '../api/google';
import { loadGoogleIdentity } from '../google-identity';

const WIDGET_ERROR = 'An error occurred. Please try again';
const MAX_WIDTH = 400;

/** The divider and Google's own button, once the server has named its client id. */
export function GoogleSignIn({ clientId, method }: { clientId: string; method: GoogleMethod }) {
  return (
    <Stack gap="md">
      <Divider label="or" labelPosition="center" />
      <GoogleWidget clientId={clientId} method={method} />
    </Stack>
  );
}

function GoogleWidget({ clientId, method }: { clientId: string; method: GoogleMethod }) {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        const parent = container.current;
        if (!active || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return setError(WIDGET_ERROR);
            setError(undefined);
            googleSignIn(credential, method).then(
              // A new member starts at the welcome step.
              (tokens) => signIn(tokens, method === 'register' ? paths.welcome : paths.profile),
              (failure: unknown) => setError(errorMessage(failure)),
            );
          },
        });
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: method === 'login' ? 'signin_with' : 'signup_with',
          width: Math.min(parent.clientWidth || MAX_WIDTH, MAX_WIDTH),
        });
      })
      .catch(() => active && setError(WIDGET_ERROR));
    return () => {
      active = false;
    };
  }, [clientId, method]);

  return (
    <Stack gap="xs" align="center">
      <Box
        ref={container}
        w="100%"
        maw={MAX_WIDTH}
        mih={44}
        style={{ display: 'flex', justifyContent: 'center' }}
      />
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
