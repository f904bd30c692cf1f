import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { DeliveryFile } from '@partnerly/shared';
import { json, renderPage } from '../../../test/render-app';
import { DeliveryFilesPanel } from './DeliveryFilesPanel';

const file = (overrides: Partial<DeliveryFile> = {}): DeliveryFile => ({
  id: 7,
  kind: 'pdf',
  name: 'reel-stills.pdf',
  size: 2048,
  width: null,
  height: null,
  delivered_at: null,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the files of a delivery on the order page', () => {
  it('shows the seller a waiting file they may remove, and the way to add more', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { files: [file()] })));
    renderPage(<DeliveryFilesPanel orderId={42} canAdd />);
    expect(await screen.findByText('reel-stills.pdf')).toBeTruthy();
    expect(screen.getByText(/goes with your next delivery/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove reel-stills.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a file' })).toBeTruthy();
  });

  it('shows the buyer delivered files to download, and nothing when there are none', async () => {
    const delivered = file({ delivered_at: '2026-11-28T12:00:00Z' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { files: [delivered] })));
    renderPage(<DeliveryFilesPanel orderId={42} canAdd={false} />);
    expect(await screen.findByRole('button', { name: 'Download reel-stills.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    cleanup();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { files: [] })));
    renderPage(<DeliveryFilesPanel orderId={43} canAdd={false} />);
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Files' })).toBeNull());
  });
});
