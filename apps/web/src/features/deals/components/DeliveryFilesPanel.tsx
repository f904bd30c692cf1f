import { ActionIcon, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_LIMITS, formatFileSize, type DeliveryFile } from '@partnerly/shared';
import { ApiError } from '../../../lib/api-error';
import { AddFileButton } from '../../../domains/deals/AddFileButton';
import { showDealError } from '../../../domains/deals/deals';
import { saveMemberFile } from '../../../lib/member-files';
import { deliveryFilesKey } from '../api/delivery-files-key';
import { fetchDeliveryFiles } from '../api/fetch-delivery-files';
import { removeDeliveryFile } from '../api/remove-delivery-file';
import { uploadDeliveryFile } from '../api/upload-delivery-file';

/** What the server said about a refused file, or a general line. */
function showUploadError(error: unknown) {
  const line = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined;
  if (line) notifications.show({ color: 'red', message: line });
  else showDealError(error);
}

/** Saves a delivered file under its name. */
async function save(orderId: number, file: DeliveryFile) {
  try {
    await saveMemberFile(`/api/orders/${orderId}/delivery-files/${file.id}`, file.name);
  } catch {
    notifications.show({ color: 'red', message: 'That file could not be downloaded.' });
  }
}

/**
 * The files of the order's deliveries (issue 51, point 4): photos and PDFs, as the chat
 * takes. The seller adds them before delivering (they go with the next delivery); both
 * sides download the delivered ones.
 */
export function DeliveryFilesPanel({ orderId, canAdd }: { orderId: number; canAdd: boolean }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: deliveryFilesKey(orderId),
    queryFn: () => fetchDeliveryFiles(orderId),
  });
  const files = data?.files ?? [];
  const waiting = files.filter((file) => file.delivered_at === null).length;
  if (!isPending && files.length === 0 && !canAdd) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: deliveryFilesKey(orderId) });
  const add = async (file: File) => {
    try {
      await uploadDeliveryFile(orderId, file);
      await refresh();
    } catch (error) {
      showUploadError(error);
    }
  };
  const remove = async (file: DeliveryFile) => {
    try {
      await removeDeliveryFile(orderId, file.id);
      await refresh();
    } catch (error) {
      showDealError(error);
    }
  };

  return (
    <Paper component="section" aria-labelledby="delivery-files" withBorder radius="md" p="md">
      <Title order={2} fz="lg" mb="xs" id="delivery-files">
        Files
      </Title>
      {isPending ? (
        <Skeleton height={40} />
      ) : (
        <Stack gap="xs">
          {files.length === 0 && (
            <Text size="sm" c="gray.7">
              Add photos or PDFs of the work: they go to the buyer with your delivery.
            </Text>
          )}
          {files.map((file) => (
            <Group key={file.id} gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} truncate>
                  {file.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {`${file.kind === 'pdf' ? 'PDF' : 'Photo'} · ${formatFileSize(file.size)}`}
                  {file.delivered_at === null && ' · goes with your next delivery'}
                </Text>
              </Stack>
              <ActionIcon
                variant="default"
                size={36}
                onClick={() => void save(orderId, file)}
                aria-label={`Download ${file.name}`}
              >
                <IconDownload size={16} aria-hidden="true" />
              </ActionIcon>
              {canAdd && file.delivered_at === null && (
                <ActionIcon
                  variant="default"
                  size={36}
                  onClick={() => void remove(file)}
                  aria-label={`Remove ${file.name}`}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          ))}
          {canAdd && waiting < ATTACHMENT_LIMITS.perMessage && <AddFileButton onFile={add} />}
        </Stack>
      )}
    </Paper>
  );
}
