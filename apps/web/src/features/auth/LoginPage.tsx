import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthCard } from './components/AuthCard';
import { GoogleButton } from './components/GoogleButton';
import { LoginForm } from './components/LoginForm';

/** /login: password login, Google login when configured, and the way to sign up. */
export function LoginPage() {
  return (
    <AuthCard title="Login" subtitle="Welcome back! Sign in to find your next partner.">
      <title>Login — Partnerly</title>
      <LoginForm />
      <GoogleButton method="login" />
      <Text ta="center" size="sm">
        New to Partnerly?{' '}
        <Anchor component={Link} to={paths.register} c="violet.8" fw={600} underline="always">
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
