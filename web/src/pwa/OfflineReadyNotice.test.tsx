import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../stores/testRoot';
import { renderWithStores } from '../testing/render';
import { OfflineBanner } from './OfflineBanner';
import { OFFLINE_READY_TOLD } from './OfflineReadyNotice';

beforeEach(() => localStorage.removeItem(OFFLINE_READY_TOLD));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('offline readiness', () => {
  it('tells the player the site works offline, then leaves by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { root } = renderWithStores(<OfflineBanner />);
    act(() => root.pwa.setOfflineReady(true));
    expect((await screen.findByTestId('offline-ready')).textContent).toContain(
      'The site now works offline',
    );
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.queryByTestId('offline-ready')).toBeNull();
  });

  it('says it only once in a browser', async () => {
    localStorage.setItem(OFFLINE_READY_TOLD, '1');
    const root = testRoot().root;
    renderWithStores(<OfflineBanner />, { root });
    act(() => root.pwa.setOfflineReady(true));
    await vi.waitFor(() => expect(root.pwa.offlineReadyNotice).toBe(false));
    expect(screen.queryByTestId('offline-ready')).toBeNull();
  });

  it('says offline what still works, and before the worker is ready that only this screen does', async () => {
    const { root } = renderWithStores(<OfflineBanner />);
    act(() => root.pwa.setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain(
      'Only this screen works until the site has saved itself',
    );
    act(() => root.pwa.setOfflineReady(false));
    await vi.waitFor(() =>
      expect(screen.getByTestId('offline-banner').textContent).toContain(
        'Pages you opened still show',
      ),
    );
  });
});
