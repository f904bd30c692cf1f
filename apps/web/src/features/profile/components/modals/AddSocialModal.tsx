import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  CONNECTED_PLATFORM,
  LIMITS,
  PLATFORMS,
  connectPlatformName,
  manualSocialSchema,
  platformName,
} from '@partnerly/shared';
import type { ConnectPlatform, ManualSocialInput, Platform } from '@partnerly/shared';
import { PlatformIcon } from '../../../../components/PlatformIcon';
import { startConnect, useConnections } from '../../api/connections';
import { useUserData } from '../../../../lib/user-data';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { CountriesField } from '../../../../components/CountriesField';
import { ModalFormActions } from '../../../../components/ModalFormActions';
import { TagsField } from '../../../../domains/tags/TagsField';
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

/**
 * Add Social Media: connect an account through its platform (verified at once, its numbers
 * kept fresh), or add it by hand and it goes "in verification" until the admin approves it.
 */
export function AddSocialModal({ opened, onClose }: ModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Add Social Media" size="lg">
      <AddSocialForm onDone={onClose} />
    </AppModal>
  );
}

const CHECKED_BY_HAND =
  "We check each new account by hand: it will be approved in a short time. Put your public link in the account's bio so we can verify it.";

/**
 * The intro: a Connect button per platform this server can connect (verified at once), else
 * how the hand check works. As compact as the text alone, so the dialog keeps its size.
 */
function ConnectButtons() {
  const { data } = useConnections();
  const [starting, setStarting] = useState<ConnectPlatform | null>(null);
  if (!data || data.platforms.length === 0) return CHECKED_BY_HAND;
  const connected = new Set(data.connections.map((connection) => connection.platform));

  const connect = async (platform: ConnectPlatform) => {
    setStarting(platform);
    try {
      await startConnect(platform);
    } catch {
      notifications.show({ color: 'red', message: 'Could not reach the platform. Try again.' });
      setStarting(null);
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm">Verified at once:</Text>
        {data.platforms.map((platform) => (
          <Button
            key={platform}
            variant="default"
            size="compact-sm"
            leftSection={<PlatformIcon platform={CONNECTED_PLATFORM[platform]} size={16} />}
            loading={starting === platform}
            disabled={connected.has(platform)}
            onClick={() => void connect(platform)}
          >
            {connected.has(platform)
              ? `${connectPlatformName(platform)} connected`
              : `Connect ${connectPlatformName(platform)}`}
          </Button>
        ))}
      </Group>
      <Text size="sm">Or add it below for our team to check: put your public link in its bio.</Text>
    </Stack>
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
          <ConnectButtons />
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
        <ModalFormActions formError={formError} busy={busy} onCancel={onDone} submitLabel="Add" />
      </Stack>
    </form>
  );
}
