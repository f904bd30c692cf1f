import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@partnerly/shared';
import { json } from '../test/render-app';
import { TagsEditor } from './TagsEditor';

/** Typing through a Mantine combobox is slow on a busy CI machine. */
const UI_TIMEOUT = 15_000;

function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagsEditor value={tags} onChange={setTags} />;
}

function renderEditor(initial: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, [])),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness initial={initial} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('TagsEditor', () => {
  it(
    'adds a typed tag with Add or Enter, in lower case, and ignores a duplicate',
    async () => {
      const user = renderEditor();
      await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Fitness');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'FITNESS{Enter}');
      await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'travel{Enter}');
      const removable = screen.getAllByRole('button', { name: /^Remove tag/ });
      expect(removable.map((button) => button.getAttribute('aria-label'))).toEqual([
        'Remove tag fitness',
        'Remove tag travel',
      ]);
    },
    UI_TIMEOUT,
  );

  it(
    'removes a tag when it is clicked',
    async () => {
      const user = renderEditor(['food', 'travel']);
      await user.click(screen.getByRole('button', { name: 'Remove tag food' }));
      expect(screen.queryByRole('button', { name: 'Remove tag food' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove tag travel' })).toBeTruthy();
    },
    UI_TIMEOUT,
  );

  it(
    'refuses an 11th tag',
    async () => {
      const user = renderEditor(Array.from({ length: 10 }, (_, index) => `tag${index}`));
      await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'one-more{Enter}');
      expect(await screen.findByText(MESSAGES.tooManyTags)).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /^Remove tag/ })).toHaveLength(10);
    },
    UI_TIMEOUT,
  );
});
