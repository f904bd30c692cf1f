import { Anchor, Text } from '@mantine/core';
import { AppLink } from '../../lib/app-link';
import { paths } from '../../lib/paths';
import { PageTitle } from '../../components/PageTitle';
import { AuthCard } from './components/AuthCard';
import { GoogleButton } from './components/GoogleButton';
import { RegisterForm } from './components/RegisterForm';

/**
 * /register: e-mail sign-up with a verification code, or Google when configured. Router-free:
 * it is also a server-rendered page (docs/decisions/042).
 */
export function RegisterPage() {
  return (
    <AuthCard
      title="Sign Up with Email"
      subtitle="Start free on the Explorer plan. Upgrade to Full Access whenever you are ready."
    >
      <PageTitle>Sign up — Partnerly</PageTitle>
      <RegisterForm />
      <Text size="sm" c="gray.7">
        By signing up you agree to the{' '}
        <Anchor component={AppLink} to={paths.termsOfUse} c="violet.8" underline="always">
          Terms of use
        </Anchor>{' '}
        and the{' '}
        <Anchor component={AppLink} to={paths.privacyPolicy} c="violet.8" underline="always">
          Privacy policy
        </Anchor>
        .
      </Text>
      <GoogleButton method="register" />
      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={AppLink} to={paths.login} c="violet.8" fw={600} underline="always">
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
