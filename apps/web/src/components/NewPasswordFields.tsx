import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { LIMITS } from '@partnerly/shared';

// `data-autofocus` is Mantine's mark for the field a modal or step focuses first.
type FieldProps = Omit<ComponentProps<typeof PasswordInput>, 'label'> & {
  'data-autofocus'?: boolean;
};

interface NewPasswordFieldsProps {
  /** The labels of the two fields, which each screen words its own way. */
  labels: [password: string, confirmation: string];
  /** The form's props for the new password and for its confirmation (value, error, name, …). */
  password: FieldProps;
  confirmation: FieldProps;
}

/**
 * A new password and its confirmation, as sign-up, the reset's last step and Change Password
 * ask for them: the browser offers to generate one (`new-password`) and the length limit is
 * the shared one, so the three screens cannot drift apart.
 */
export function NewPasswordFields({ labels, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={labels[0]}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
        {...password}
      />
      <PasswordInput
        label={labels[1]}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        required
        {...confirmation}
      />
    </>
  );
}
