import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { ModalFormActions } from './ModalFormActions';

function renderActions(formError: string | undefined) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const actions = { formError, busy: false, onCancel, submitLabel: 'Save package' };
  render(
    <MantineProvider env="test">
      <form onSubmit={onSubmit}>
        <ModalFormActions {...actions} />
      </form>
    </MantineProvider>,
  );
  return { onCancel, onSubmit };
}

describe('ModalFormActions', () => {
  it('Cancel only cancels, and the labelled button submits the form', async () => {
    const { onCancel, onSubmit } = renderActions(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save package' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the form's error above the buttons", () => {
    renderActions('The server did not answer.');
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
  });
});
