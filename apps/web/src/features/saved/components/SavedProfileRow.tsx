import { useCallback, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LIST_LIMITS, type ListItemData } from '@partnerly/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { MatchBadge } from '../../../domains/audience/MatchBadge';
import { errorMessage } from '../../../lib/api-errors';
import { dateOrDashes } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { removeFromList, savedListKey, savedListsKey, setListNote } from '../../../lib/saved-lists';
import { useAutosave, type AutosaveStatus } from '../hooks/use-autosave';
import { SavedProfileSocials } from './SavedProfileSocials';

/** What the line under the note says; the note saves itself as the member types. */
const NOTE_STATUS: Record<AutosaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved. Check your connection; it saves again as you type.',
};

interface SavedProfileRowProps {
  listId: number;
  item: ListItemData;
}

/** A saved profile: who, when, a private note, and Remove; greyed once no longer public. */
export function SavedProfileRow({ listId, item }: SavedProfileRowProps) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(item.note);
  const [removing, setRemoving] = useState(false);
  const saveNote = useCallback(
    async (text: string) =>
      queryClient.setQueryData(
        savedListKey(listId),
        await setListNote(listId, item.username, text),
      ),
    [queryClient, listId, item.username],
  );
  const noteStatus = useAutosave(note, item.note, saveNote);

  const remove = async () => {
    setRemoving(true);
    try {
      await removeFromList(listId, item.username);
      await queryClient.invalidateQueries({ queryKey: savedListsKey });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={item.public ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar username={item.username} picture={item.profile_picture} size={44} lazy />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              {item.public ? (
                <Text
                  component={Link}
                  to={paths.publicProfile(item.username)}
                  fw={600}
                  c="violet.8"
                >
                  {item.username}
                </Text>
              ) : (
                <Text fw={600} c="gray.7">
                  {item.username}
                </Text>
              )}
              <MatchBadge match={item.audience_match} />
              {!item.public && (
                <Badge variant="outline" color="gray.7" tt="none">
                  No longer public
                </Badge>
              )}
            </Group>
            <Text size="xs" c="gray.7">
              Saved on {dateOrDashes(item.saved)}
            </Text>
            <SavedProfileSocials username={item.username} socials={item.socials} />
          </Stack>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            loading={removing}
            onClick={() => void remove()}
            aria-label={`Remove ${item.username} from this list`}
          >
            Remove
          </Button>
        </Group>
        <Textarea
          label={`Note on ${item.username}`}
          placeholder="Only you see this note."
          autosize
          minRows={1}
          maxRows={6}
          maxLength={LIST_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Text size="xs" c={noteStatus === 'failed' ? 'red.9' : 'gray.7'} role="status" mih={18}>
          {NOTE_STATUS[noteStatus]}
        </Text>
      </Stack>
    </Paper>
  );
}
