import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@partnerly/shared';
import type { LoginInput } from '@partnerly/shared';
import { ApiError } from '../../../lib/api-error';
import { AppLink } from '../../../lib/app-link';
import { paths } from '../../../lib/paths';
import { signIn } from '../../../lib/sign-in';
import { useHydrated } from '../../../lib/use-hydrated';
import { isSuspendedMessage, reportSuspension } from '../../../lib/suspension';
import { FormAlert } from '../../../components/FormAlert';
import { useAdoptTypedValues, useFormSubmit } from '../../../lib/form-submit';
import { useLightSchemaForm } from '../../../lib/light-form';
import { login } from '../api/login';
import { takeLoginHandover, type LoginHandover } from '../login-handover';
import { loadLoginSchema } from '../schema-loaders';

const asksForCode = (error: unknown) => error instanceof ApiError && 'otp' in error.fieldErrors;

const initialValues: LoginInput = { username: '', password: '', otp: '' };

/**
 * Username-or-e-mail and password; a refusal shows the server's first message. For an
 * account with two-factor sign-in, the server asks for the code and the form shows its field.
 */
export function LoginForm() {
  const form = useLightSchemaForm(loadLoginSchema, {
    initialValues,
  });
  // A password reset of a two-factor account hands over here (NewPasswordStep).
  const [handover, setHandover] = useState<LoginHandover | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const codeShown = codeAsked || Boolean(handover?.codeNeeded);
  const codeInput = useRef<HTMLInputElement>(null);
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    try {
      signIn(await login(values));
    } catch (error) {
      if (asksForCode(error)) setCodeAsked(true);
      // A suspended account is told why and how to appeal, not just refused (issue 29).
      const message =
        error instanceof ApiError ? error.fieldErrors.non_field_errors?.[0] : undefined;
      if (isSuspendedMessage(message)) reportSuspension(message);
      throw error;
    }
  });
  // The page may be server-rendered: keep what was typed before it hydrated, and let nothing
  // send the form before then (the browser would put the password in the address).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const hydrated = useHydrated();

  // Read after the first render, which must match the server's (no session storage there).
  const { setFieldValue } = form;
  useEffect(() => {
    const taken = takeLoginHandover();
    if (!taken) return;
    setFieldValue('username', taken.username);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- client-only, after hydration
    setHandover(taken);
  }, [setFieldValue]);

  useEffect(() => {
    if (codeShown) codeInput.current?.focus();
  }, [codeShown]);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {handover?.codeNeeded && (
          <Text size="sm" c="teal.9" role="status">
            Your new password is saved. Log in with it and the code from your authenticator app.
          </Text>
        )}
        <TextInput
          label="Username or email"
          name="username"
          autoComplete="username"
          maxLength={LIMITS.email}
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          maxLength={LIMITS.loginPasswordMax}
          required
          {...form.getInputProps('password')}
        />
        {codeShown && (
          <TextInput
            ref={codeInput}
            label="Authentication code"
            name="otp"
            description="The 6-digit code from your authenticator app, or a recovery code."
            autoComplete="one-time-code"
            maxLength={LIMITS.otpMax}
            required
            {...form.getInputProps('otp')}
          />
        )}
        <Group justify="flex-end" mt={-8}>
          <Anchor component={AppLink} to={paths.resetPassword} size="sm" c="violet.8">
            Forgot password?
          </Anchor>
        </Group>
        <FormAlert messages={formError ? [formError] : []} />
        <Button type="submit" loading={busy} disabled={!hydrated} size="md" fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
