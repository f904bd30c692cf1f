import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconX } from '@tabler/icons-react';
import { formatFileSize } from '@partnerly/shared';
import type { Upload } from '../hooks/use-uploads';

const isPdf = (name: string) => /\.pdf$/i.test(name);

/** The files of the message being written, each with its progress and a cancel button. */
export function UploadTray({
  uploads,
  notice,
  onRemove,
}: {
  uploads: Upload[];
  notice: string | null;
  onRemove: (key: string) => void;
}) {
  if (uploads.length === 0 && !notice) return null;
  return (
    <Stack gap={6} px="sm" pt="xs" aria-label="Files to send" role="group">
      {notice && (
        <Text size="sm" c="red.8" role="alert">
          {notice}
        </Text>
      )}
      {uploads.map((upload) => {
        const Icon = isPdf(upload.name) ? IconFileTypePdf : IconPhoto;
        const uploading = upload.status === 'uploading';
        return (
          <Group key={upload.key} gap="xs" wrap="nowrap">
            <Icon size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" truncate>
                  {upload.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatFileSize(upload.size)}
                </Text>
              </Group>
              {upload.status === 'failed' ? (
                <Text size="xs" c="red.8" role="alert">
                  {upload.error}
                </Text>
              ) : (
                <Progress
                  value={Math.round(upload.progress * 100)}
                  size="sm"
                  color={uploading ? 'violet' : 'teal'}
                  aria-label={
                    uploading
                      ? `Uploading ${upload.name}: ${Math.round(upload.progress * 100)}%`
                      : `${upload.name} is ready to send`
                  }
                />
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onRemove(upload.key)}
              aria-label={uploading ? `Cancel uploading ${upload.name}` : `Remove ${upload.name}`}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
