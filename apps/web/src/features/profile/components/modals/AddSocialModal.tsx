import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { LIMITS, PLATFORMS, manualSocialSchema, platformName } from '@partnerly/shared';
import type { ManualSocialInput, Platform } from '@partnerly/shared';
import { useUserData } from '../../../../lib/user-data';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { CountriesField } from '../../../../components/CountriesField';
import { FormAlert } from '../../../../components/FormAlert';
import { TagsField } from '../../../../components/TagsField';
import { useFormSubmit, useSchemaForm } from '../../../../lib/forms';
import { addManualSocial } from '../../api/add-manual-social';
import { useUpdateOwnProfile } from '../../api/profile-cache';

/** No platform is chosen at first. */
type AddSocialValues = Omit<ManualSocialInput, 'socialMedia'> & { socialMedia: Platform | null };

const initialValues: AddSocialValues = {
  socialMedia: null,
  socialMediaUsername: '',
  tags: [],
  countrys: [],
};

/** Add Social Media: the account goes "in verification" until the admin approves it. */
export function AddSocialModal({ opened, onClose }: ModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Add Social Media" size="lg">
      <AddSocialForm onDone={onClose} />
    </AppModal>
  );
}

function AddSocialForm({ onDone }: { onDone: () => void }) {
  const user = useUserData();
  const updateProfile = useUpdateOwnProfile();
  const form = useSchemaForm<AddSocialValues>(manualSocialSchema, {
    mode: 'controlled',
    initialValues,
  });
  // One account per platform: those already added are offered but disabled.
  const taken = new Set([...user.socials, ...user.manule_socials].map((s) => s.social_media));
  const platform = form.getValues().socialMedia;
  const isFacebook = platform === 'Facebook';

  const { busy, formError, onSubmit } = useFormSubmit(form, async (values) => {
    const added = await addManualSocial(values as ManualSocialInput);
    updateProfile((current) =>
      current.manule_socials.some((social) => social.social_media === added.social_media)
        ? current
        : { ...current, manule_socials: [...current.manule_socials, added] },
    );
    notifications.show({
      color: 'teal',
      message: `Your ${platformName(added.social_media)} account will be approved in a short time.`,
    });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Alert variant="light" color="violet" icon={<IconInfoCircle aria-hidden="true" />}>
          We check each new account by hand: it will be approved in a short time. Put your public
          link in the account&apos;s bio so we can verify it.
        </Alert>
        <Select
          label="Social media"
          placeholder="Choose a platform"
          data={PLATFORMS.map((name) => ({
            value: name,
            label: taken.has(name) ? `${platformName(name)} (already added)` : platformName(name),
            disabled: taken.has(name),
          }))}
          allowDeselect={false}
          required
          data-autofocus
          {...form.getInputProps('socialMedia')}
        />
        <TextInput
          label={isFacebook ? 'Facebook profile link' : 'Username'}
          description={
            isFacebook
              ? 'Paste the link of your Facebook profile instead of the username.'
              : 'Make sure the username is correct.'
          }
          placeholder={isFacebook ? 'https://www.facebook.com/…' : 'yourname'}
          maxLength={LIMITS.text}
          autoComplete="off"
          required
          {...form.getInputProps('socialMediaUsername')}
        />
        <TagsField knownTags={user.tags.map((tag) => tag.name)} {...form.getInputProps('tags')} />
        <CountriesField label="Community locations" {...form.getInputProps('countrys')} />
        <FormAlert messages={formError ? [formError] : []} />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
