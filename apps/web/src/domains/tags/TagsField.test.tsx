import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@partnerly/shared';
import { json } from '../../test/render-app';
import { TagsField } from './TagsField';

/** Typing through a Mantine combobox is slow on a busy CI machine. */
const UI_TIMEOUT = 15_000;

function Harness({ initial, onSubmit }: { initial: string[]; onSubmit: () => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagsField value={tags} onChange={setTags} knownTags={['fashion', 'fitness']} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderField(initial: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, [])),
  );
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Harness initial={initial} onSubmit={onSubmit} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const tagsInput = () => screen.getByRole('combobox', { name: 'Tags' });
const pickedTags = () =>
  screen
    .queryAllByRole('button', { name: /^Remove tag/ })
    .map((button) => button.getAttribute('aria-label'));

afterEach(() => vi.unstubAllGlobals());

describe('TagsField', () => {
  it(
    'adds a typed tag with Enter, in lower case, ignores a duplicate and never submits the form',
    async () => {
      const { user, onSubmit } = renderField();
      await user.type(tagsInput(), 'Travel{Enter}');
      await user.type(tagsInput(), 'TRAVEL{Enter}');
      await user.type(tagsInput(), '{Enter}');
      expect(pickedTags()).toEqual(['Remove tag travel']);
      expect(onSubmit).not.toHaveBeenCalled();
    },
    UI_TIMEOUT,
  );

  it(
    'Enter picks the highlighted suggestion, and the suggestions close after the pick',
    async () => {
      const { user } = renderField();
      await user.type(tagsInput(), 'fi');
      expect(await screen.findByRole('option', { name: 'fitness' })).toBeTruthy();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(pickedTags()).toEqual(['Remove tag fitness']);
      expect(screen.queryByRole('option')).toBeNull();
    },
    UI_TIMEOUT,
  );

  it(
    'removes a tag with its named button',
    async () => {
      const { user } = renderField(['food', 'travel']);
      await user.click(screen.getByRole('button', { name: 'Remove tag food' }));
      expect(pickedTags()).toEqual(['Remove tag travel']);
    },
    UI_TIMEOUT,
  );

  it(
    'says "You can only select 10 tags." at the limit and refuses an 11th',
    async () => {
      const { user } = renderField(Array.from({ length: 10 }, (_, index) => `tag${index}`));
      expect(screen.getByText(MESSAGES.tooManyTags)).toBeTruthy();
      await user.type(tagsInput(), 'one-more{Enter}');
      expect(tagsInput().getAttribute('aria-invalid')).toBe('true');
      expect(pickedTags()).toHaveLength(10);
    },
    UI_TIMEOUT,
  );
});
