import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LIMITS, loginSchema } from '@partnerly/shared';
import type { LoginInput } from '@partnerly/shared';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { login } from '../api/login';
import { useSignIn } from '../hooks/use-sign-in';

/** What another screen hands to the login form (a password reset of a two-factor account). */
export interface LoginHandover {
  username: string;
  codeNeeded: true;
}

const asksForCode = (error: unknown) => error instanceof ApiError && 'otp' in error.fieldErrors;

/**
 * Username-or-e-mail and password; a refusal shows the server's first message. For an
 * account with two-factor sign-in, the server asks for the code and the form shows its field.
 */
export function LoginForm() {
  const signIn = useSignIn();
  const handover = useLocation().state as LoginHandover | null;
  const initialValues: LoginInput = { username: handover?.username ?? '', password: '', otp: '' };
  const form = useSchemaForm(loginSchema, { mode: 'controlled', initialValues });
  const [codeShown, setCodeShown] = useState(Boolean(handover?.codeNeeded));
  const codeInput = useRef<HTMLInputElement>(null);
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    try {
      signIn(await login(values));
    } catch (error) {
      if (asksForCode(error)) setCodeShown(true);
      throw error;
    }
  });

  useEffect(() => {
    if (codeShown) codeInput.current?.focus();
  }, [codeShown]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {handover?.codeNeeded && (
          <Text size="sm" c="teal.9" role="status">
            Your new password is saved. Log in with it and the code from your authenticator app.
          </Text>
        )}
        <TextInput
          label="Username or email"
          autoComplete="username"
          maxLength={LIMITS.email}
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={LIMITS.loginPasswordMax}
          required
          {...form.getInputProps('password')}
        />
        {codeShown && (
          <TextInput
            ref={codeInput}
            label="Authentication code"
            description="The 6-digit code from your authenticator app, or a recovery code."
            autoComplete="one-time-code"
            maxLength={LIMITS.otpMax}
            required
            {...form.getInputProps('otp')}
          />
        )}
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={paths.resetPassword} size="sm" c="violet.8">
            Forgot password?
          </Anchor>
        </Group>
        <FormAlert messages={formError ? [formError] : []} />
        <Button type="submit" loading={busy} size="md" fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
