import { Stack, TextInput } from '@mantine/core';
import { LIMITS, linkFormSchema, withScheme } from '@partnerly/shared';
import type { LinkInput } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { ModalFormActions } from '../../../../components/ModalFormActions';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { addLink } from '../../api/add-link';
import { useUpdateOwnProfile, withAdded } from '../../api/profile-cache';

const initialValues: LinkInput = { link: '', text: '' };

/** Add Link: a web address and the title shown for it. */
export function AddLinkModal({ opened, onClose }: ModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Add Link">
      <AddLinkForm onDone={onClose} />
    </AppModal>
  );
}

function AddLinkForm({ onDone }: { onDone: () => void }) {
  const updateProfile = useUpdateOwnProfile();
  const form = useSchemaForm(linkFormSchema, { mode: 'controlled', initialValues });
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const added = await addLink({ ...values, link: withScheme(values.link) });
    updateProfile((user) => ({ ...user, links: withAdded(user.links, added) }));
    onDone();
  });

  const linkProps = form.getInputProps('link');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Link"
          type="url"
          inputMode="url"
          placeholder="yourshop.com"
          description="https:// is added if you leave it out."
          maxLength={LIMITS.text}
          autoComplete="url"
          required
          data-autofocus
          {...linkProps}
          // The member sees the address as it will be stored before pressing Add.
          onBlur={(event) => {
            form.setFieldValue('link', withScheme(event.currentTarget.value));
            linkProps.onBlur?.(event);
          }}
        />
        <TextInput
          label="Title"
          placeholder="My online shop"
          maxLength={LIMITS.text}
          required
          {...form.getInputProps('text')}
        />
        <ModalFormActions
          formError={formError}
          busy={busy}
          onCancel={onDone}
          submitLabel="Add link"
        />
      </Stack>
    </form>
  );
}
