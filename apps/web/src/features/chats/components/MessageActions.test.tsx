import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REACTION_EMOJIS } from '@partnerly/shared';
import { renderPage } from '../../../test/render-app';
import { MessageActions } from './MessageActions';

/** Issue 53, the lesser defects: reactions from a quick bar, not a long list of words. */
describe('MessageActions', () => {
  it('offers the six reactions as a row of emoji, each named, one tap each', async () => {
    const onReact = vi.fn();
    renderPage(
      <MessageActions
        author="ada"
        myReaction={REACTION_EMOJIS[1]}
        onReact={onReact}
        onEdit={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: "Actions for ada's message" }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.slice(0, REACTION_EMOJIS.length).map((item) => item.textContent)).toEqual([
      ...REACTION_EMOJIS,
    ]);
    const row = items[0]?.parentElement;
    expect(items.slice(0, REACTION_EMOJIS.length).every((item) => item.parentElement === row)).toBe(
      true,
    );
    expect(items.map((item) => item.getAttribute('aria-label')).slice(0, 2)).toEqual([
      'React with thumbs up',
      'Take back heart',
    ]);
    await userEvent.click(items[0] as HTMLElement);
    expect(onReact).toHaveBeenCalledWith('👍');
  });
});
