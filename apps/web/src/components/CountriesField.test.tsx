import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@partnerly/shared';
import { CountriesField } from './CountriesField';

/** Typing through a Mantine combobox is slow on a busy CI machine. */
const UI_TIMEOUT = 15_000;

function Harness({ initial, onSubmit }: { initial: string[]; onSubmit: () => void }) {
  const [countries, setCountries] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CountriesField value={countries} onChange={setCountries} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderField(initial: string[] = []) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness initial={initial} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const countriesInput = () => screen.getByRole('combobox', { name: 'Countries' });
const picked = () =>
  screen
    .queryAllByRole('button', { name: /^Remove country/ })
    .map((button) => button.getAttribute('aria-label'));

describe('CountriesField', () => {
  it(
    'Enter picks the first match instead of submitting the form, and the list closes',
    async () => {
      const { user, onSubmit } = renderField();
      await user.type(countriesInput(), 'Portu{Enter}');
      expect(picked()).toEqual(['Remove country Portugal']);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.queryByRole('option')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'says "You can only select 5 countries." at the limit and offers no more',
    async () => {
      const { user } = renderField(['Global', 'France', 'Spain', 'Italy', 'Germany']);
      const input = countriesInput();
      const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe(MESSAGES.tooManyCountries);
      await user.type(input, 'Portu');
      expect(screen.queryByRole('option')).toBeNull();
      expect(screen.getByRole('listbox').textContent).toBe(MESSAGES.tooManyCountries);
      await user.keyboard('{Enter}');
      expect(picked()).toHaveLength(5);
    },
    UI_TIMEOUT,
  );
});
