import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { LIMITS, updateUsernameSchema } from '@partnerly/shared';
import { InlineSaveForm } from '../../../../components/InlineSaveForm';
import { useUpdateUserData } from '../../../../lib/user-data';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { updateUsername } from '../../api/account';

/** "Change Name": renames the account; nothing is sent when the name is unchanged. */
export function ChangeNameForm({ username }: { username: string }) {
  const updateUserData = useUpdateUserData();
  const [changed, setChanged] = useState(false);
  const form = useSchemaForm(updateUsernameSchema, {
    mode: 'controlled',
    initialValues: { username },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    setChanged(false);
    const next = values.username.trim();
    if (next === username) return;
    const saved = await updateUsername(next);
    updateUserData({ username: saved.username });
    form.setInitialValues({ username: saved.username });
    form.setValues({ username: saved.username });
    setChanged(true);
  });

  return (
    <InlineSaveForm
      onSubmit={onSubmit}
      busy={busy}
      saveOffset={25}
      done={changed && 'name changed'}
      error={formError}
    >
      <TextInput
        label="Change Name"
        autoComplete="username"
        maxLength={LIMITS.username}
        required
        style={{ flex: 1, minWidth: 0 }}
        {...form.getInputProps('username')}
      />
    </InlineSaveForm>
  );
}
