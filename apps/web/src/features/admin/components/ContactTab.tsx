import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@partnerly/shared';
import type { AdminContact } from '@partnerly/shared';
import { deleteContact } from '../api/delete-contact';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminListView } from './AdminListView';
import { AdminRow } from './AdminRow';
import { DeleteItemButton } from './DeleteItemButton';

/** Contact: the messages sent to the team, newest first, each deletable. */
export function ContactTab() {
  const state = useAdminList('contacts');
  return (
    <AdminListView state={state} label="Contact messages" empty="No contact messages.">
      {(contact) => (
        <ContactItem
          key={contact.id}
          contact={contact}
          onDeleted={() => state.remove(contact.id)}
        />
      )}
    </AdminListView>
  );
}

function ContactItem({ contact, onDeleted }: { contact: AdminContact; onDeleted: () => void }) {
  const { busy, run } = useAdminAction<'delete'>();
  return (
    <AdminRow>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {contact.subject}
            </Text>
            <Text size="sm" c="gray.7">
              <time dateTime={contact.date}>{formatDate(contact.date, { time: true })}</time>
            </Text>
          </Stack>
          <DeleteItemButton
            label={`Delete message from ${contact.name}`}
            busy={busy === 'delete'}
            onClick={() => void run('delete', () => deleteContact(contact.id), onDeleted)}
          />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {contact.name}
          </Text>{' '}
          &lt;
          <Anchor href={`mailto:${contact.email}`} c="violet.8" td="underline">
            {contact.email}
          </Anchor>
          &gt;
          {' · '}
          {contact.user ? `Partnerly user: ${contact.user}` : 'Sent without an account'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {contact.message}
        </Text>
      </Stack>
    </AdminRow>
  );
}
