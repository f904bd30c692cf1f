// The dialog's own styles: on a server-rendered public page only the page's styles are there
// (docs/decisions/013); inside the app they repeat what is loaded already.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { useEffect, useState } from 'react';
import { Anchor, Button, Checkbox, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { LIST_LIMITS, type ListSummary } from '@partnerly/shared';
import { errorMessage } from '../lib/api-errors';
import { AppLink } from '../lib/app-link';
import { paths } from '../lib/paths';
import { createList, fetchLists, removeFromList, saveToList } from '../lib/saved-lists';
import { AppModal, type ModalProps } from './AppModal';
import { FormAlert } from './FormAlert';

/**
 * The member's lists with a box each (ticked: the profile is in it), and a new list that
 * is created with the profile already in it. Loaded when a Save button is pressed.
 */
export default function SaveToListDialog({
  username,
  opened,
  onClose,
}: ModalProps & { username: string }) {
  const [lists, setLists] = useState<ListSummary[]>();
  const [error, setError] = useState<string>();
  const [busyId, setBusyId] = useState<number>();
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let current = true;
    fetchLists(username)
      .then((found) => current && setLists(found))
      .catch((failure: unknown) => current && setError(errorMessage(failure)));
    return () => {
      current = false;
    };
  }, [opened, username]);

  const toggle = async (list: ListSummary, saved: boolean) => {
    setBusyId(list.id);
    setError(undefined);
    try {
      if (saved) await saveToList(list.id, username);
      else await removeFromList(list.id, username);
      setLists((all) =>
        all?.map((item) =>
          item.id === list.id ? { ...item, saved, count: item.count + (saved ? 1 : -1) } : item,
        ),
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusyId(undefined);
    }
  };

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name the new list.');
      return;
    }
    setCreating(true);
    setError(undefined);
    try {
      const list = await createList(name.trim());
      await saveToList(list.id, username);
      setLists((all) => [...(all ?? []), { ...list, count: 1, saved: true }]);
      setName('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setCreating(false);
    }
  };

  const close = () => {
    setError(undefined);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={`Save ${username}`}>
      <Stack gap="md">
        {lists === undefined && !error ? (
          <Stack gap="xs" aria-label="Loading your lists">
            <Skeleton h={22} w="70%" />
            <Skeleton h={22} w="55%" />
          </Stack>
        ) : lists && lists.length > 0 ? (
          <Stack gap="sm" role="group" aria-label="Your lists">
            {lists.map((list) => (
              <Checkbox
                key={list.id}
                label={`${list.name} (${list.count})`}
                checked={list.saved ?? false}
                disabled={busyId === list.id}
                onChange={(event) => void toggle(list, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        ) : (
          lists && (
            <Text size="sm" c="dimmed">
              No lists yet. Name your first one below.
            </Text>
          )
        )}
        <form onSubmit={(event) => void create(event)} noValidate>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="New list"
              placeholder="e.g. Summer campaign"
              maxLength={LIST_LIMITS.name}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="default" loading={creating}>
              Create and save
            </Button>
          </Group>
        </form>
        <FormAlert messages={error ? [error] : []} />
        <Anchor component={AppLink} to={paths.saved} size="sm" c="violet.8" onClick={close}>
          Open saved lists
        </Anchor>
      </Stack>
    </AppModal>
  );
}
