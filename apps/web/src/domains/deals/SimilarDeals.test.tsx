import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { json, renderPage } from '../../test/render-app';
import { kindInTitle } from './rates';
import { SimilarDeals } from './SimilarDeals';

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_path: string) => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SimilarDeals (issue 48 point 6)', () => {
  it('asks for the platform, kind and reach (its band), and says the range and median per piece', async () => {
    const fetchMock = answer({ deals: 12, low: 120, median: 180, high: 300 });
    renderPage(<SimilarDeals platform="Instagram" what=" Reel " followers={15200} piece="Reel" />);
    expect(
      await screen.findByText('Similar deals on Partnerly: $120-$300, median $180 for one Reel.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/rates/?platform=Instagram&followers=10000&what=reel',
    );
  });

  it('says so quietly below the five-seller threshold, and nothing when it fails', async () => {
    answer({ deals: 3, low: null, median: null, high: null });
    renderPage(<SimilarDeals platform="Tiktok" what="Video" followers={900} />);
    expect(
      await screen.findByText('Not enough similar deals on Partnerly yet to suggest a price.'),
    ).toBeTruthy();
    cleanup();

    const failing = answer({ detail: 'Too many requests.' }, 429);
    renderPage(<SimilarDeals platform="Tiktok" what="Video" followers={901} />);
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(screen.queryByTestId('similar-deals')).toBeNull();
  });

  it('asks nothing until the form names a platform and a reach', () => {
    const fetchMock = answer({ deals: 0, low: null, median: null, high: null });
    renderPage(<SimilarDeals platform="Other" what="Reel" followers={100} />);
    renderPage(<SimilarDeals platform="Instagram" what="Reel" followers={null} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('similar-deals')).toBeNull();
  });

  it("finds the kind a package title or a campaign's content names, plurals too", () => {
    expect(kindInTitle('2 Instagram Reels', ['Reel', 'Story'])).toBe('Reel');
    expect(kindInTitle('One story a day', ['Reel', 'Story'])).toBe('Story');
    expect(kindInTitle('3 Stories', ['Reel', 'Story'])).toBe('Story');
    expect(kindInTitle('Storytelling video', ['Reel', 'Story'])).toBeUndefined();
    expect(kindInTitle('Unboxing', ['Reel', 'Story'])).toBeUndefined();
  });
});
