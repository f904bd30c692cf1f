import { Button, EmptyState, Group, Select, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarks, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BeforeData } from '../../components/LoadFailed';
import { PageContainer } from '../../components/PageContainer';
import { PageHeading } from '../../components/PageHeading';
import { fetchLists, savedListsKey } from '../../lib/saved-lists';
import { ListNameModal } from './components/ListNameModal';
import { SavedListView } from './components/SavedListView';
import { PageTitle } from '../../components/PageTitle';

/**
 * /saved: the member's shortlists. One list at a time (chosen above, kept in the address as
 * `?list=`), with its saved profiles, their notes, and the list's rename, export and delete.
 */
export function SavedPage() {
  const lists = useQuery({ queryKey: savedListsKey, queryFn: () => fetchLists() });
  const [params, setParams] = useSearchParams();
  const [creating, createModal] = useDisclosure(false);
  const chosen = Number(params.get('list'));
  const current = lists.data?.find((list) => list.id === chosen) ?? lists.data?.[0];
  const choose = (id: number | undefined) =>
    setParams(id ? { list: String(id) } : {}, { replace: true });

  return (
    <PageContainer width="narrow">
      <PageTitle>Saved — Partnerly</PageTitle>
      <Group justify="space-between" wrap="nowrap" mb="md">
        <PageHeading>Saved</PageHeading>
        <Button
          variant="light"
          onClick={createModal.open}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          New list
        </Button>
      </Group>
      {lists.data === undefined ? (
        <BeforeData query={lists} what="your lists">
          <Stack gap="sm" aria-label="Loading your lists">
            <Skeleton h={36} />
            <Skeleton h={96} />
            <Skeleton h={96} />
          </Stack>
        </BeforeData>
      ) : !current ? (
        <EmptyState
          variant="light"
          color="violet"
          icon={<IconBookmarks aria-hidden="true" />}
          title="No saved lists yet"
          description="Keep the profiles you find in lists: press Save on a search result or a profile, or start a list here."
        />
      ) : (
        <Stack gap="md">
          <Select
            label="List"
            data={lists.data.map((list) => ({
              value: String(list.id),
              label: `${list.name} (${list.count})`,
            }))}
            value={String(current.id)}
            onChange={(value) => choose(value ? Number(value) : undefined)}
            allowDeselect={false}
            maw={420}
          />
          <SavedListView key={current.id} summary={current} onDeleted={() => choose(undefined)} />
        </Stack>
      )}
      <ListNameModal
        opened={creating}
        onClose={createModal.close}
        onSaved={(list) => choose(list.id)}
      />
    </PageContainer>
  );
}
