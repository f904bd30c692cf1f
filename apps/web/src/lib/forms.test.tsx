import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { renderPage } from '../test/render-app';
import { useFormSubmit, useSchemaForm } from './forms';
import type { FormHandle } from './form-submit';
import { useLightSchemaForm } from './light-form';

const schema = z.object({
  name: z.string().min(3, 'At least 3 characters.'),
  email: z.email('Enter a valid e-mail address.'),
});
type Values = z.infer<typeof schema>;
const initialValues: Values = { name: '', email: '' };

function MantineForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useSchemaForm<Values>(schema, { mode: 'controlled', initialValues });
  return <Fields form={form} send={send} />;
}

function LightForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useLightSchemaForm(async () => schema, { initialValues });
  return <Fields form={form} send={send} />;
}

/** What both forms give the fields below. */
type AnyForm = FormHandle<Values> & {
  getInputProps: (field: keyof Values) => object;
};

function Fields({ form, send }: { form: AnyForm; send: (values: Values) => Promise<unknown> }) {
  const { onSubmit } = useFormSubmit(form, send);
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe.each([
  ['useSchemaForm', MantineForm],
  ['useLightSchemaForm', LightForm],
])('%s: a field left for the submit button', (_name, Form) => {
  it('shows nothing while the button is pressed, then every message at the click', async () => {
    const user = userEvent.setup();
    renderPage(<Form send={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    const send = screen.getByRole('button', { name: 'Send' });
    // Pressed, not released: a message here would move the button from under the pointer.
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(document.activeElement).toBe(send);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('At least 3 characters.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(await screen.findByText('At least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
  });

  it('still checks a field left for anything else', async () => {
    const user = userEvent.setup();
    renderPage(<Form send={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.tab();
    await waitFor(() => expect(screen.getByText('At least 3 characters.')).toBeTruthy());
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });
});
