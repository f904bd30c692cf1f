import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';

interface ModalFormActionsProps {
  /** The form's error from useFormSubmit, shown above the buttons. */
  formError: string | undefined;
  busy: boolean;
  /** Cancel: most forms pass useUnsavedChanges' requestClose, so typed changes are asked about. */
  onCancel: () => void;
  submitLabel: ReactNode;
  /** A destructive submit (a reason to remove something) is red. */
  submitColor?: string;
}

/**
 * The foot of a modal's form: its error, then Cancel and the submit button on the right. Seven
 * modals spelled the same block (issue 50 point 5), so the order and the labels stay alike.
 */
export function ModalFormActions({
  formError,
  busy,
  onCancel,
  submitLabel,
  submitColor,
}: ModalFormActionsProps) {
  return (
    <>
      <FormAlert messages={formError ? [formError] : []} />
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" color={submitColor} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
