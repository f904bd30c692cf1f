import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PICTURE_SIZE, savePictureSchema } from '@partnerly/shared';
import { errorMessages } from '../../../../lib/api-errors';
import { FormAlert } from '../../../../components/FormAlert';
import { ImageCropPicker } from '../../../../components/ImageCropPicker';
import { UserAvatar } from '../../../../components/UserAvatar';
import { useDeletePicture } from '../../api/delete-picture';
import { useUpdateOwnProfile } from '../../api/profile-cache';
import { savePicture } from '../../api/save-picture';

interface PictureEditorProps {
  username: string;
  picture: string | null;
  isContentCreator: boolean;
}

/** The profile picture: choose, crop square and save at once; or delete it. */
export function PictureEditor({ username, picture, isContentCreator }: PictureEditorProps) {
  const updateProfile = useUpdateOwnProfile();
  const deletePicture = useDeletePicture();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const save = async (pp: string) => {
    setErrors([]);
    const checked = savePictureSchema.safeParse({ pp });
    if (!checked.success) {
      setErrors(checked.error.issues.map((issue) => issue.message));
      return false;
    }
    setSaving(true);
    try {
      const address = await savePicture(pp);
      updateProfile((user) => ({ ...user, profile_picture: address }));
      return true;
    } catch (error) {
      setErrors(errorMessages(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        Profile picture
      </Text>
      <Group gap="md" align="center">
        <UserAvatar
          username={username}
          picture={picture}
          isContentCreator={isContentCreator}
          size={72}
        />
        {picture && (
          <Button
            variant="subtle"
            color="red.9"
            // The subtle variant draws its text in red.6, too faint on white (WCAG AA).
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => deletePicture.mutate()}
            loading={deletePicture.isPending}
          >
            Delete picture
          </Button>
        )}
      </Group>
      <ImageCropPicker
        chooseLabel="Change picture"
        confirmLabel="Save picture"
        // Cropping at the stored size keeps the upload small.
        outputSize={PICTURE_SIZE}
        onCropped={save}
        busy={saving}
      />
      <FormAlert messages={errors} />
    </Stack>
  );
}
