import { Anchor, Text } from '@mantine/core';
import { AppLink } from '../../lib/app-link';
import { paths } from '../../lib/paths';
import { useReturnPath, withReturn } from '../../lib/return-path';
import { PageTitle } from '../../components/PageTitle';
import { AuthCard } from './components/AuthCard';
import { GoogleButton } from './components/GoogleButton';
import { RegisterForm } from './components/RegisterForm';

/**
 * /register: e-mail sign-up with a verification code, or Google when configured. Router-free:
 * it is also a server-rendered page (docs/decisions/042).
 */
export function RegisterPage() {
  // From a package's Request (issue 53): the way back is kept, and said.
  const next = useReturnPath();
  return (
    <AuthCard
      title="Sign Up with Email"
      subtitle={
        next
          ? 'Free on the Explorer plan, which can buy: you come straight back to what you were doing.'
          : 'Start free on the Explorer plan. Upgrade to Full Access whenever you are ready.'
      }
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
        <Anchor
          component={AppLink}
          to={next ? withReturn(paths.login, next) : paths.login}
          c="violet.8"
          fw={600}
          underline="always"
        >
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
