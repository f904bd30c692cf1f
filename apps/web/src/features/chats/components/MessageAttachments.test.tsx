import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AttachmentData } from '@partnerly/shared';
import { useFetchMock } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-app';
import { MessageAttachments } from './MessageAttachments';

const LONG = 'Spring campaign brief with the full usage terms and the moodboard v3 final.pdf';
const files: AttachmentData[] = [
  { id: 1, kind: 'pdf', name: LONG, size: 120_000 },
  { id: 2, kind: 'image', name: 'beach.webp', size: 80_000, width: 800, height: 600 },
];

/** Issue 53, the lesser defects: whole file names, and a photo viewer that saves and zooms. */
describe('MessageAttachments', () => {
  const fetchMock = useFetchMock();

  it("shows a PDF's whole name, never cut", () => {
    fetchMock.mockResolvedValue(new Response('x'));
    renderPage(<MessageAttachments attachments={files} />);
    const name = screen.getByText(LONG);
    expect(name.hasAttribute('data-truncate')).toBe(false);
  });

  it('opens a photo with Download and a zoom to its actual size', async () => {
    fetchMock.mockResolvedValue(new Response('x', { headers: { 'content-type': 'image/webp' } }));
    renderPage(<MessageAttachments attachments={files} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open photo beach.webp' }));
    const dialog = await screen.findByRole('dialog', { name: 'beach.webp' });
    expect(dialog.querySelector('button')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    const zoom = screen.getByRole('button', { name: 'Actual size' });
    expect(zoom.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(zoom);
    expect(screen.getByRole('button', { name: 'Fit to screen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
