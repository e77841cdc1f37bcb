import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../stores/testRoot';
import { renderWithStores } from '../testing/render';
import { OfflineBanner } from './OfflineBanner';
import OfflineReadyNotice, { OFFLINE_READY_TOLD } from './OfflineReadyNotice';

beforeEach(() => localStorage.removeItem(OFFLINE_READY_TOLD));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('offline readiness', () => {
  it('tells the player the site works offline, then leaves by itself', async () => {
    vi.useFakeTimers();
    const root = testRoot().root;
    // The overlay mounts the notice once the worker is ready.
    root.pwa.setOfflineReady(true);
    renderWithStores(<OfflineReadyNotice />, { root });
    expect(screen.getByRole('status').textContent).toContain('The site now works offline');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.queryByTestId('offline-ready')).toBeNull();
    expect(root.pwa.offlineReadyNotice).toBe(false);
  });

  it('says it only once in a browser', () => {
    localStorage.setItem(OFFLINE_READY_TOLD, '1');
    const root = testRoot().root;
    root.pwa.setOfflineReady(true);
    renderWithStores(<OfflineReadyNotice />, { root });
    expect(screen.queryByTestId('offline-ready')).toBeNull();
    expect(root.pwa.offlineReadyNotice).toBe(false);
  });

  it('says offline what still works, and before the worker is ready that nothing new loads', () => {
    const { root } = renderWithStores(<OfflineBanner />);
    act(() => root.pwa.setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain(
      'Until the site has saved itself for offline use',
    );
    act(() => root.pwa.setOfflineReady(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain(
      'Pages you opened still show',
    );
  });
});
