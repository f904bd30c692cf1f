import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MatchBadge } from './MatchBadge';

describe('MatchBadge', () => {
  it('says the match in percent, and nothing at all without one (never "0%")', () => {
    const { rerender } = render(
      <MantineProvider>
        <MatchBadge match={92} />
      </MantineProvider>,
    );
    expect(screen.getByText('92% match')).toBeTruthy();
    rerender(
      <MantineProvider>
        <MatchBadge match={null} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/match/)).toBeNull();
  });
});
