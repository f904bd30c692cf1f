import { Button, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LIST_LIMITS, listNameSchema, type ListSummary } from '@partnerly/shared';
import { AppModal, type ModalProps } from '../../../components/AppModal';
import { FormAlert } from '../../../components/FormAlert';
import { useFormSubmit, useSchemaForm } from '../../../lib/forms';
import { createList, renameList, savedListsKey } from '../../../lib/saved-lists';

interface ListNameModalProps extends ModalProps {
  /** The list to rename; a new list when absent. */
  list?: ListSummary;
  onSaved?: (list: ListSummary) => void;
}

/** Names a new list, or renames one. */
export function ListNameModal({ opened, onClose, list, onSaved }: ListNameModalProps) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(listNameSchema, {
    mode: 'controlled',
    initialValues: { name: list?.name ?? '' },
  });
  const { busy, formError, onSubmit } = useFormSubmit(form, async ({ name }) => {
    const saved = list ? await renameList(list.id, name.trim()) : await createList(name.trim());
    await queryClient.invalidateQueries({ queryKey: savedListsKey });
    form.reset();
    onSaved?.(saved);
    onClose();
  });
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={list ? 'Rename list' : 'New list'} size="sm">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="e.g. Summer campaign"
            maxLength={LIST_LIMITS.name}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <FormAlert messages={formError ? [formError] : []} />
          <Button type="submit" loading={busy}>
            {list ? 'Rename' : 'Create list'}
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}
