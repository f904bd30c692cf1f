import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/api-errors';
import { paths } from '../../../../lib/paths';
import { AppModal, type ModalProps } from '../../../../components/AppModal';
import { deleteAccount } from '../../api/account';
import { useCustomerPortal } from '../../hooks/use-customer-portal';

interface DeleteAccountModalProps extends ModalProps {
  username: string;
}

/**
 * Deleting needs "delete" + the username typed out. With a live subscription the server
 * refuses (400) and the modal offers the customer portal to cancel it instead.
 */
export function DeleteAccountModal({ opened, onClose, username }: DeleteAccountModalProps) {
  const navigate = useNavigate();
  const portal = useCustomerPortal();
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A 400 means an active subscription: it has to be cancelled before the account can go.
  const [blocked, setBlocked] = useState(false);
  const phrase = `delete${username}`;

  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount();
      void navigate(paths.logout, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      setBlocked(failure instanceof ApiError && failure.status === 400);
      setBusy(false);
    }
  }

  const close = () => {
    setConfirmation('');
    setError(undefined);
    setBlocked(false);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title="Delete account">
      <Stack gap="md">
        <Text size="sm">
          This permanently deletes your account, profile, links, ads and chats. It cannot be undone.
        </Text>
        <TextInput
          label={`Type ${phrase} to confirm`}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        {portal.error && (
          <Text c="red.9" size="sm" role="alert">
            {portal.error}
          </Text>
        )}
        {blocked ? (
          <Button onClick={() => void portal.open()} loading={portal.busy}>
            Manage subscription
          </Button>
        ) : (
          <Button
            color="red.9"
            onClick={() => void remove()}
            loading={busy}
            disabled={confirmation !== phrase}
          >
            Delete
          </Button>
        )}
      </Stack>
    </AppModal>
  );
}
