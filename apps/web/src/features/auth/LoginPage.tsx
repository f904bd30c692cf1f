import { Anchor, Text } from '@mantine/core';
import { AppLink } from '../../lib/app-link';
import { paths } from '../../lib/paths';
import { useReturnPath, withReturn } from '../../lib/return-path';
import { PageTitle } from '../../components/PageTitle';
import { AuthCard } from './components/AuthCard';
import { GoogleButton } from './components/GoogleButton';
import { LoginForm } from './components/LoginForm';

/**
 * /login: password login, Google login when configured, and the way to sign up. Router-free:
 * it is also a server-rendered page (docs/decisions/042).
 */
export function LoginPage() {
  // From a package's Request (issue 53): the way back is kept, and said.
  const next = useReturnPath();
  return (
    <AuthCard
      title="Login"
      subtitle={
        next
          ? 'Sign in and you come straight back to what you were doing.'
          : 'Welcome back! Sign in to find your next partner.'
      }
    >
      <PageTitle>Login — Partnerly</PageTitle>
      <LoginForm />
      <GoogleButton method="login" />
      <Text ta="center" size="sm">
        New to Partnerly?{' '}
        <Anchor
          component={AppLink}
          to={next ? withReturn(paths.register, next) : paths.register}
          c="violet.8"
          fw={600}
          underline="always"
        >
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
