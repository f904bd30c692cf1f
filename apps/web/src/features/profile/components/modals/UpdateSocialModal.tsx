import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { updateSocialSchema, platformName } from '@partnerly/shared';
import type { SocialData } from '@partnerly/shared';
import { errorMessages } from '../../../../lib/api-errors';
import { useUserData } from '../../../../lib/user-data';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { CountriesField } from '../../../../components/CountriesField';
import { FormAlert } from '../../../../components/FormAlert';
import { PlatformIcon } from '../../../../components/PlatformIcon';
import { TagsField } from '../../../../domains/tags/TagsField';
import { useUpdateOwnProfile } from '../../api/profile-cache';
import { updateSocial } from '../../api/update-social';

interface UpdateSocialModalProps extends ModalProps {
  /** The account being edited; kept while the modal closes. */
  social: SocialData | null;
}

/** Update Social Media: a verified account's tags and community locations. */
export function UpdateSocialModal({ opened, onClose, social }: UpdateSocialModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Update Social Media" size="lg">
      {social && <UpdateSocialForm key={social.id} social={social} onDone={onClose} />}
    </AppModal>
  );
}

function UpdateSocialForm({ social, onDone }: { social: SocialData; onDone: () => void }) {
  const user = useUserData();
  const updateProfile = useUpdateOwnProfile();
  const [tags, setTags] = useState(() => social.tags.map((tag) => tag.name));
  const [countries, setCountries] = useState(() => social.countrys.map((country) => country.name));
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { updateid: social.id, tags, countrys: countries };
    const checked = updateSocialSchema.safeParse(values);
    if (!checked.success) {
      setErrors(checked.error.issues.map((issue) => issue.message));
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const updated = await updateSocial(values);
      updateProfile((current) => ({
        ...current,
        socials: current.socials.map((item) => (item.id === updated.id ? updated : item)),
      }));
      onDone();
    } catch (error) {
      // The server's answer is listed as it is (docs/SPEC.md section 8).
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <PlatformIcon platform={social.social_media} />
          <Text fw={600}>{platformName(social.social_media)}</Text>
        </Group>
        <TagsField value={tags} onChange={setTags} knownTags={user.tags.map((tag) => tag.name)} />
        <CountriesField
          label="Community locations"
          description="Up to 5. Click × on a location to remove it."
          value={countries}
          onChange={setCountries}
        />
        <FormAlert messages={errors} />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button type="submit" loading={busy}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
