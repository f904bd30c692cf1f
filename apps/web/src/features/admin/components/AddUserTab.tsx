import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCopy } from '@tabler/icons-react';
import { LIMITS, TIMINGS, addUserSchema } from '@partnerly/shared';
import { ADMIN_ERROR } from '../hooks/use-admin-action';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { addUser } from '../api/add-user';
import type { AddedUser } from '../api/add-user';

const initialValues = { username: '', email: '' };

/** Add User: creates an account and shows its generated password this once. */
export function AddUserTab() {
  const [added, setAdded] = useState<AddedUser>();
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(addUserSchema, { mode: 'controlled', initialValues });
  const { busy, onSubmit } = useFormSubmit(form, async (values) => {
    setAdded(undefined);
    setFailed(false);
    try {
      setAdded(await addUser(addUserSchema.parse(values)));
      form.reset();
    } catch (error) {
      setFailed(true);
      throw error;
    }
  });

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            label="Username"
            required
            maxLength={LIMITS.username}
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <TextInput
            type="email"
            label="Email"
            required
            maxLength={LIMITS.email}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          {failed && <FormAlert messages={[ADMIN_ERROR]} />}
          <Group>
            <Button type="submit" loading={busy}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
      {added && <AddedUserCard user={added} />}
    </Stack>
  );
}

function AddedUserCard({ user }: { user: AddedUser }) {
  return (
    <Paper withBorder radius="md" p="md" role="status" maw={560}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-9)" aria-hidden="true" />
          <Text fw={700} c="teal.9">
            User created
          </Text>
        </Group>
        <Text size="sm" c="gray.9">
          Send these details to the new user now: the password is not shown again.
        </Text>
        <Detail label="Username" value={user.username} />
        <Detail label="Email" value={user.email} />
        <Detail label="Password" value={user.password} mono />
      </Stack>
    </Paper>
  );
}

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Text size="sm" c="gray.9" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text span fw={700}>
          {label}:
        </Text>{' '}
        <Text span ff={mono ? 'monospace' : undefined} data-testid={`added-${label.toLowerCase()}`}>
          {value}
        </Text>
      </Text>
      <CopyButton value={value} timeout={TIMINGS.copyConfirmationMs}>
        {({ copied, copy }) => (
          <Button
            variant="outline"
            size="compact-sm"
            color={copied ? 'teal.9' : 'violet.8'}
            onClick={copy}
            aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
            leftSection={
              copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )
            }
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
