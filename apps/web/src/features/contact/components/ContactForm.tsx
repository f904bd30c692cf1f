import { useRef, useState } from 'react';
import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { LIMITS, MESSAGES } from '@partnerly/shared';
import type { PublicContactInput } from '@partnerly/shared';
import { useAdoptTypedValues, useFormSubmit } from '../../../lib/form-submit';
import { useLightSchemaForm } from '../../../lib/light-form';
import { sendContact } from '../api/send-contact';
import classes from './ContactForm.module.css';

const initialValues: PublicContactInput = { name: '', email: '', subject: '', message: '' };

/** The shared schema, imported at the form's first check: zod stays off the page's first load. */
const loadContactSchema = () => import('../schema').then((module) => module.publicContactSchema);

/**
 * The /contactus form: validated by the shared schema, server errors shown on its fields. The
 * light form of the sign-in pages (decision 060) keeps @mantine/form and zod out of the page's
 * first load, which issue 49 holds under 100 KB of JavaScript.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const form = useLightSchemaForm(loadContactSchema, { initialValues });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    setSent(false);
    await sendContact(values);
    setSent(true);
    // Name and email stay so a second message is quick to write (docs/SPEC.md section 8).
    form.setFieldValue('subject', '');
    form.setFieldValue('message', '');
  });
  // The page is server-rendered: keep what a quick visitor typed before it hydrated.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const messageLength = form.getValues().message.length;
  const messageTooLong = messageLength > LIMITS.publicContactMessage;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="md">
        <TextInput
          label="Your Name"
          name="name"
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput label="Subject" name="subject" required {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          name="message"
          required
          autosize
          minRows={5}
          maxRows={12}
          description={`${messageLength}/${LIMITS.publicContactMessage} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          classNames={{
            description: messageTooLong ? `${classes.counter} ${classes.over}` : classes.counter,
          }}
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={busy} size="md">
          Send Message
        </Button>
        {sent && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
            {MESSAGES.contactReceived}
          </Alert>
        )}
        {formError && (
          <Text c="red.9" role="alert">
            {formError}
          </Text>
        )}
      </Stack>
    </form>
  );
}
