import type { ReactNode } from 'react';
import { Button, Group, NumberInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAdminAction } from '../hooks/use-admin-action';
import { useFollowersField } from '../hooks/use-followers-field';

interface ReviewAction {
  label: string;
  icon: ReactNode;
}

interface FollowersReviewProps<Saved> {
  /** The field's label, e.g. "Followers" or "New followers". */
  label: string;
  /** Names the account in accessible labels, so each row's controls are distinct. */
  account: string;
  /** The count the field starts from; empty when the admin has yet to count. */
  followers?: number;
  /** Sends the typed count (once it passes the server's rule). */
  confirm: ReviewAction & { send: (count: number) => Promise<Saved>; done: (saved: Saved) => void };
  /** Sends the removal, once the admin has confirmed it in a dialog. */
  remove: ReviewAction & {
    send: () => Promise<unknown>;
    done: () => void;
    dialog: { title: string; confirmLabel: string; body: ReactNode };
  };
}

/**
 * The admin's review of one social account: a follower count with a confirming action, and a
 * removing one asked for first. One action runs at a time: the other waits until it is done.
 */
export function FollowersReview<Saved>({
  label,
  account,
  followers,
  confirm,
  remove,
}: FollowersReviewProps<Saved>) {
  const { busy, run } = useAdminAction<'confirm' | 'remove'>();
  const field = useFollowersField(followers);
  const [confirming, confirmation] = useDisclosure(false);

  const save = () => {
    const count = field.read();
    if (count === null) return;
    void run('confirm', () => confirm.send(count), confirm.done);
  };

  return (
    <>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={label}
          aria-label={`${label} of ${account}`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          w={180}
          {...field.inputProps}
        />
        <Group gap="sm">
          <Button
            leftSection={confirm.icon}
            loading={busy === 'confirm'}
            disabled={busy === 'remove'}
            onClick={save}
            aria-label={`${confirm.label} ${account}`}
          >
            {confirm.label}
          </Button>
          <Button
            color="red.8"
            variant="outline"
            leftSection={remove.icon}
            loading={busy === 'remove'}
            disabled={busy === 'confirm'}
            onClick={confirmation.open}
            aria-label={`${remove.label} ${account}`}
          >
            {remove.label}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={confirmation.close}
        title={remove.dialog.title}
        confirmLabel={remove.dialog.confirmLabel}
        onConfirm={() => void run('remove', remove.send, remove.done)}
      >
        {remove.dialog.body}
      </ConfirmDialog>
    </>
  );
}
