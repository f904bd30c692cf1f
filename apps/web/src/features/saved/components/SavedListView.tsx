import { useState } from 'react';
import { Button, EmptyState, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconTrash, IconUserSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListItemData, ListSummary } from '@partnerly/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { BeforeData } from '../../../components/LoadFailed';
import { errorMessage } from '../../../lib/api-errors';
import {
  deleteList,
  exportList,
  fetchList,
  savedListKey,
  savedListsKey,
} from '../../../lib/saved-lists';
import { ListNameModal } from './ListNameModal';
import { SavedProfileRow } from './SavedProfileRow';

interface SavedListViewProps {
  summary: ListSummary;
  onDeleted: () => void;
}

type Order = 'saved' | 'match';

/**
 * The list in the chosen order. Sorted here rather than on the server: a list holds at most a
 * few hundred profiles, all of them in one answer, so reordering asks for nothing again
 * (decision 117). No match sorts last; equal matches keep the order they were saved in.
 */
const ordered = (items: ListItemData[], order: Order) =>
  order === 'saved'
    ? items
    : [...items].sort((a, b) => (b.audience_match ?? -1) - (a.audience_match ?? -1));

/** One list: its saved profiles with notes, and rename, CSV export and delete. */
export function SavedListView({ summary, onDeleted }: SavedListViewProps) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: savedListKey(summary.id),
    queryFn: () => fetchList(summary.id),
  });
  const [renaming, renameModal] = useDisclosure(false);
  const [deleting, deleteModal] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const [order, setOrder] = useState<Order>('saved');

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportList(summary);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const remove = async () => {
    deleteModal.close();
    try {
      await deleteList(summary.id);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: savedListsKey });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-md"
          onClick={renameModal.open}
          leftSection={<IconPencil size={16} aria-hidden="true" />}
        >
          Rename
        </Button>
        <Button
          variant="default"
          size="compact-md"
          loading={exporting}
          onClick={() => void exportCsv()}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Export CSV
        </Button>
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          size="compact-md"
          onClick={deleteModal.open}
          leftSection={<IconTrash size={16} aria-hidden="true" />}
        >
          Delete list
        </Button>
      </Group>
      {list.data === undefined ? (
        <BeforeData query={list} what="this list">
          <Stack gap="sm" aria-label="Loading the list">
            <Skeleton h={96} />
            <Skeleton h={96} />
          </Stack>
        </BeforeData>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          variant="light"
          color="violet"
          icon={<IconUserSearch aria-hidden="true" />}
          title="Nobody in this list yet"
          description="Press Save on a search result or on someone's profile to keep them here."
        />
      ) : (
        <>
          <Select
            label="Sort"
            w={{ base: '100%', xs: 240 }}
            allowDeselect={false}
            data={[
              { value: 'saved', label: 'Date saved' },
              { value: 'match', label: 'Best audience match' },
            ]}
            value={order}
            onChange={(value) => setOrder(value === 'match' ? 'match' : 'saved')}
          />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {ordered(list.data.items, order).map((item) => (
              <SavedProfileRow key={item.username} listId={summary.id} item={item} />
            ))}
          </Stack>
        </>
      )}
      <Text size="xs" c="dimmed">
        Your lists and notes are private: only you see them.
      </Text>
      <ListNameModal
        key={summary.name}
        opened={renaming}
        onClose={renameModal.close}
        list={summary}
      />
      <ConfirmDialog
        opened={deleting}
        onClose={deleteModal.close}
        title="Delete this list?"
        confirmLabel="Delete list"
        onConfirm={() => void remove()}
      >
        “{summary.name}” and its notes will be deleted. The profiles themselves stay on Partnerly.
      </ConfirmDialog>
    </Stack>
  );
}
