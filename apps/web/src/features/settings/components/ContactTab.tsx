import { useState } from 'react';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES, settingsContactSchema } from '@partnerly/shared';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { sendSettingsContact } from '../api/account';

const initialValues = { subject: '', message: '' };

/** Contact tab: a subject and a message to the team; the server knows who sends them. */
export function ContactTab() {
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(settingsContactSchema, { mode: 'controlled', initialValues });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    setSent(false);
    await sendSettingsContact(values);
    form.reset();
    setSent(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="gray.7">
          Questions, ideas or trouble? Write to us and we will get back to you.
        </Text>
        <TextInput
          label="Subject"
          maxLength={LIMITS.settingsContactSubject}
          required
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={12}
          {...form.getInputProps('message')}
        />
        {sent && (
          <Text c="teal.9" role="status">
            {MESSAGES.contactReceived}
          </Text>
        )}
        {formError && (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        )}
        <Button type="submit" loading={busy} w="fit-content">
          Send
        </Button>
      </Stack>
    </form>
  );
}
