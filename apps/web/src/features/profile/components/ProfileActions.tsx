import { Button, Group } from '@mantine/core';
import { IconLink, IconPencil, IconPlus, IconSpeakerphone } from '@tabler/icons-react';

interface ProfileActionsProps {
  onEditProfile: () => void;
  onAddSocial: () => void;
  onAddLink: () => void;
  onAddAd: () => void;
}

/** The buttons that open the profile's modals. */
export function ProfileActions({
  onEditProfile,
  onAddSocial,
  onAddLink,
  onAddAd,
}: ProfileActionsProps) {
  return (
    <Group gap="sm">
      <Button onClick={onEditProfile} leftSection={<IconPencil size={18} aria-hidden="true" />}>
        Edit Profile
      </Button>
      <Button
        variant="outline"
        onClick={onAddSocial}
        leftSection={<IconPlus size={18} aria-hidden="true" />}
      >
        Add Social Media
      </Button>
      <Button
        variant="outline"
        onClick={onAddLink}
        leftSection={<IconLink size={18} aria-hidden="true" />}
      >
        Add Link
      </Button>
      <Button
        variant="outline"
        onClick={onAddAd}
        leftSection={<IconSpeakerphone size={18} aria-hidden="true" />}
      >
        Add Advertisement
      </Button>
    </Group>
  );
}
