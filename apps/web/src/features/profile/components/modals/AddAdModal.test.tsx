import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AddAdModal } from './AddAdModal';

/** Typing into Mantine inputs is slow on a busy CI machine. */
const UI_TIMEOUT = 15_000;

afterEach(() => vi.unstubAllGlobals());

describe('AddAdModal', () => {
  it(
    'a negative cpm is refused with a field error, not silently made positive',
    async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      render(
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient()}>
            <AddAdModal opened onClose={() => undefined} />
          </QueryClientProvider>
        </MantineProvider>,
      );
      const user = userEvent.setup();
      const dialog = await screen.findByRole('dialog', { name: 'Add Advertisement' });
      const price = within(dialog).getByRole('textbox', { name: /^Price per 1,000 views/ });
      await user.type(price, '-5');
      await user.tab();
      expect((price as HTMLInputElement).value).toBe('-$5');
      await user.click(within(dialog).getByRole('button', { name: 'Add advertisement' }));

      expect(await within(dialog).findByText('The price cannot be negative.')).toBeTruthy();
      expect(price.getAttribute('aria-invalid')).toBe('true');
      expect(fetchMock).not.toHaveBeenCalled();
    },
    UI_TIMEOUT,
  );
});
