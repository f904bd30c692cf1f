import { useRef, useState } from 'react';
import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { LIMITS } from '@partnerly/shared';
import type { RegisterInput } from '@partnerly/shared';
import { keepFirstMessages } from '../../../lib/api-errors';
import { FormAlert } from '../../../components/FormAlert';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { VerificationCodeField } from '../../../components/VerificationCodeField';
import { useAdoptTypedValues, useFormSubmit } from '../../../lib/form-submit';
import { useLightSchemaForm } from '../../../lib/light-form';
import { signIn } from '../../../lib/sign-in';
import { useHydrated } from '../../../lib/use-hydrated';
import { useVerificationCode } from '../../../lib/use-verification-code';
import { login } from '../api/login';
import { registerUser } from '../api/register';
import { loadRegisterSchema } from '../schema-loaders';
import { paths } from '../../../lib/paths';

const AUTO_LOGIN_FAILED =
  'Something went wrong while signing you in. Your account is ready: please log in.';

type RegisterValues = Required<RegisterInput>;

const initialValues: RegisterValues = {
  username: '',
  email: '',
  password: '',
  password_conf: '',
  validate_code: '',
  // The server's default too: an account is a brand's until its owner says otherwise.
  account: 'brand',
};

/**
 * "Sign Up with Email": the first valid submit asks for a code (200, or 208 when one is still
 * live); the submit with the code creates the account (201) and logs in.
 */
export function RegisterForm() {
  const code = useVerificationCode();
  const [autoLoginFailed, setAutoLoginFailed] = useState(false);
  const form = useLightSchemaForm(loadRegisterSchema, {
    initialValues,
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values): Promise<void> => {
    setAutoLoginFailed(false);
    const status = await registerUser(values).catch((error: unknown) => {
      // The spec shows only the first e-mail and code message (docs/SPEC.md section 5).
      throw keepFirstMessages(error, ['email', 'validate_code']);
    });
    if (status === 201) {
      const tokens = await login({ username: values.username, password: values.password }).catch(
        () => undefined,
      );
      // A new member starts at the welcome step, which says what to do first.
      if (tokens) signIn(tokens, paths.welcome);
      else setAutoLoginFailed(true);
      return;
    }
    if (status === 208) return code.revealSent();
    await code.sendCode(values.email);
  });
  // The page may be server-rendered: keep what was typed before it hydrated, and let nothing
  // send the form before then (the browser would put the password in the address).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const hydrated = useHydrated();

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          maxLength={LIMITS.username}
          required
          name="username"
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          required
          name="email"
          {...form.getInputProps('email')}
        />
        <Radio.Group
          label="I'm joining as"
          description="Creators get a page brands can book from; brands find and pay creators."
          name="account"
          {...form.getInputProps('account')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="creator" label="A creator" />
            <Radio value="brand" label="A brand" />
          </Group>
        </Radio.Group>
        <NewPasswordFields
          labels={['Password', 'Password confirmation']}
          password={{ name: 'password', ...form.getInputProps('password') }}
          confirmation={{ name: 'password_conf', ...form.getInputProps('password_conf') }}
        />
        {code.revealed && (
          <VerificationCodeField
            inputProps={form.getInputProps('validate_code')}
            secondsLeft={code.secondsLeft}
            sending={code.sending}
            sendError={code.sendError}
            onResend={() => void code.sendCode(form.getValues().email)}
          />
        )}
        {code.notice && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status" py="xs">
            {code.notice}
          </Alert>
        )}
        <FormAlert
          messages={[formError, autoLoginFailed ? AUTO_LOGIN_FAILED : undefined].filter(
            (message): message is string => !!message,
          )}
        />
        <Button type="submit" loading={busy} disabled={!hydrated} size="md" fullWidth>
          Sign up
        </Button>
      </Stack>
    </form>
  );
}
