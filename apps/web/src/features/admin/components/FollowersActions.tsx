import type { ReactNode } from 'react';
import { Button, Group, NumberInput, type NumberInputProps } from '@mantine/core';

export interface FollowersAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  busy: boolean;
  /** Another action of the same row is running. */
  blocked: boolean;
}

interface FollowersActionsProps {
  /** The field's label, e.g. "Followers" or "New followers". */
  label: string;
  /** Names the account in accessible labels, so each row's controls are distinct. */
  account: string;
  inputProps: NumberInputProps;
  confirm: FollowersAction;
  remove: FollowersAction;
}

/** A follower count with a confirming and a removing action: the admin's review controls. */
export function FollowersActions({
  label,
  account,
  inputProps,
  confirm,
  remove,
}: FollowersActionsProps) {
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label={label}
        aria-label={`${label} of ${account}`}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        w={180}
        {...inputProps}
      />
      <Group gap="sm">
        <Button
          leftSection={confirm.icon}
          loading={confirm.busy}
          disabled={confirm.blocked}
          onClick={confirm.onClick}
          aria-label={`${confirm.label} ${account}`}
        >
          {confirm.label}
        </Button>
        <Button
          color="red.8"
          variant="outline"
          leftSection={remove.icon}
          loading={remove.busy}
          disabled={remove.blocked}
          onClick={remove.onClick}
          aria-label={`${remove.label} ${account}`}
        >
          {remove.label}
        </Button>
      </Group>
    </Group>
  );
}
