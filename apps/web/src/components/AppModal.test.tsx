import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useUnsavedChanges } from '../lib/unsaved-changes';
import { AppModal } from './AppModal';

/**
 * A form whose changes React has not drawn yet: what it reports from its last render says
 * "clean", what it holds is not. Escape pressed right after a keystroke meets this state.
 */
function UndrawnChange({ typed }: { typed: { current: string } }) {
  useUnsavedChanges(() => typed.current !== '');
  return <p>Bio</p>;
}

function renderDialog(typed: { current: string }) {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <AppModal opened onClose={onClose} title="Edit Profile">
        <UndrawnChange typed={typed} />
      </AppModal>
    </MantineProvider>,
  );
  return onClose;
}

describe('AppModal', () => {
  it('asks the form at the moment it is closed, not what its last render said', async () => {
    const typed = { current: '' };
    const onClose = renderDialog(typed);
    await screen.findByRole('dialog', { name: 'Edit Profile' });
    typed.current = 'Half a thought';
    await userEvent.keyboard('{Escape}');
    expect((await screen.findByRole('alert')).textContent).toContain('Discard your changes?');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = renderDialog({ current: '' });
    await screen.findByRole('dialog', { name: 'Edit Profile' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
