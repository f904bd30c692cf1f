import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { LIMITS, loginSchema } from '@partnerly/shared';
import type { LoginInput } from '@partnerly/shared';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { login } from '../api/login';
import { useSignIn } from '../hooks/use-sign-in';

const initialValues: LoginInput = { username: '', password: '' };

/** Username-or-e-mail and password; a refusal shows the server's first message. */
export function LoginForm() {
  const signIn = useSignIn();
  const form = useSchemaForm(loginSchema, { mode: 'controlled', initialValues });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) =>
    signIn(await login(values)),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
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
