import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { DISPUTE_LIMITS, formatFileSize, type DisputeFile } from '@partnerly/shared';
import { ApiError } from '../../lib/api-error';
import { saveMemberFile, uploadMemberFile } from '../../lib/member-files';
import { AddFileButton } from './AddFileButton';

/** What the server said about a refused file, or a general line. */
function refusalOf(error: unknown): string {
  const line = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined;
  if (line) return line;
  return error instanceof ApiError && error.status === 409
    ? 'The dispute is closed: files can no longer be added.'
    : 'That file could not be added. Try again.';
}

/**
 * One side's files in a dispute (decision 113): each downloads under its name; with
 * `onAdded`, the side's own list offers "Add a file" (photos and PDFs, as the chat takes).
 * The order's two members and the admin see the same files.
 */
export function CaseFiles({
  orderId,
  files,
  label,
  onAdded,
}: {
  orderId: number;
  files: DisputeFile[];
  /** Names the list for screen readers: "Your files", "Buyer's files". */
  label: string;
  onAdded?: () => Promise<unknown>;
}) {
  const url = `/api/orders/${orderId}/dispute/files/`;
  const add = async (file: File) => {
    if (!onAdded) return;
    try {
      await uploadMemberFile<DisputeFile>(url, file);
      await onAdded();
    } catch (error) {
      notifications.show({ color: 'red', message: refusalOf(error) });
    }
  };
  const save = async (file: DisputeFile) => {
    try {
      await saveMemberFile(`${url}${file.id}`, file.name);
    } catch {
      notifications.show({ color: 'red', message: 'That file could not be downloaded.' });
    }
  };

  if (files.length === 0 && !onAdded) return null;
  return (
    <Stack gap={6}>
      {files.length > 0 && (
        <Stack gap={6} component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {`${file.kind === 'pdf' ? 'PDF' : 'Photo'} · ${formatFileSize(file.size)}`}
                </Text>
              </Stack>
              <ActionIcon
                variant="default"
                size={36}
                onClick={() => void save(file)}
                aria-label={`Download ${file.name}`}
              >
                <IconDownload size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {onAdded && files.length < DISPUTE_LIMITS.filesPerSide && (
        <AddFileButton onFile={add} size="xs" />
      )}
    </Stack>
  );
}
