import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthCard } from './components/AuthCard';
import { GoogleButton } from './components/GoogleButton';
import { RegisterForm } from './components/RegisterForm';

/** /register: e-mail sign-up with a verification code, or Google when configured. */
export function RegisterPage() {
  return (
    <AuthCard
      title="Sign Up with Email"
      subtitle="Start free on the Explorer plan. Upgrade to Full Access whenever you are ready."
    >
      <title>Sign up — Partnerly</title>
      <RegisterForm />
      <Text size="sm" c="gray.7">
        By signing up you agree to the{' '}
        <Anchor component={Link} to={paths.termsOfUse} c="violet.8" underline="always">
          Terms of use
        </Anchor>{' '}
        and the{' '}
        <Anchor component={Link} to={paths.privacyPolicy} c="violet.8" underline="always">
          Privacy policy
        </Anchor>
        .
      </Text>
      <GoogleButton method="register" />
      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login} c="violet.8" fw={600} underline="always">
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
