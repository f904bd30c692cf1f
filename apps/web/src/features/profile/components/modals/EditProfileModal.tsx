import { useId } from 'react';
import { Button, Divider, Group, Stack, Switch, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, editProfileSchema } from '@partnerly/shared';
import { useUserData } from '../../../../lib/user-data';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { CountriesField } from '../../../../components/CountriesField';
import { FormAlert } from '../../../../components/FormAlert';
import { TagsField } from '../../../../domains/tags/TagsField';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes';
import { editProfile } from '../../api/edit-profile';
import { useUpdateOwnProfile } from '../../api/profile-cache';
import { PictureEditor } from './PictureEditor';
import { ThemePicker } from './ThemePicker';

/** Edit Profile: picture, bio, tags, countries, the content-creator switch and the page theme. */
export function EditProfileModal({ opened, onClose }: ModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Edit Profile" size="lg">
      {/* Mounted only while open, so each opening starts from the saved profile. */}
      <EditProfileForm onDone={onClose} />
    </AppModal>
  );
}

function EditProfileForm({ onDone }: { onDone: () => void }) {
  const user = useUserData();
  const updateProfile = useUpdateOwnProfile();
  const form = useSchemaForm(editProfileSchema, {
    mode: 'controlled',
    initialValues: {
      bio: user.profile_text,
      tags: user.profile_tags,
      countrys: user.profile_countrys,
      checked: user.is_content_producer,
      theme: user.theme,
    },
  });
  const knownTags = [...user.profile_tags, ...user.tags.map((tag) => tag.name)];

  const requestClose = useUnsavedChanges(form.isDirty);
  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const saved = await editProfile(values);
    updateProfile((current) => ({ ...current, ...saved }));
    notifications.show({ color: 'teal', message: 'Profile saved.' });
    onDone();
  });
  const bioLength = (form.getValues().bio ?? '').length;
  const formId = useId();

  return (
    <Stack gap="md">
      <PictureEditor
        username={user.username}
        picture={user.profile_picture}
        isContentCreator={user.is_content_producer}
      />
      <Divider />
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Textarea
            label="Bio"
            description={`${bioLength}/${LIMITS.bio}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={LIMITS.bio}
            {...form.getInputProps('bio')}
          />
          <TagsField knownTags={knownTags} {...form.getInputProps('tags')} />
          <CountriesField {...form.getInputProps('countrys')} />
          <Switch
            label="I am content creator"
            color="violet"
            {...form.getInputProps('checked', { type: 'checkbox' })}
          />
          <ThemePicker
            value={form.getValues().theme ?? user.theme}
            onChange={(theme) => form.setFieldValue('theme', theme)}
          />
          <FormAlert messages={formError ? [formError] : []} />
        </Stack>
      </form>
      {/* Outside the form (the picture editor above has its own controls) so that it can stay
          at the bottom of the dialog while anything in it scrolls: on a 360 px phone the
          fields are taller than the screen, and Save must not wait below them (issue 53). */}
      <Group
        gap="sm"
        justify="flex-end"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
        data-testid="edit-profile-actions"
      >
        <Button variant="default" onClick={requestClose}>
          Cancel
        </Button>
        <Button type="submit" form={formId} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
