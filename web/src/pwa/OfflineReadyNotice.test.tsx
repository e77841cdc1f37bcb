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

  it('says when the offline copy on show was last updated, until the network answers again', async () => {
    const { root } = renderWithStores(<OfflineBanner />);
    act(() => {
      root.pwa.setOfflineReady(false);
      root.pwa.setOnline(false);
      // Stored 10:00 and 10:30 UTC: the older is what the player sees, in site time (GMT+7).
      root.pwa.noteRead('/wps/relay/GCSGAME_hotGamesV2', Date.parse('2026-11-28T10:30:00Z'));
      root.pwa.noteRead('/wps/relay/VIS_getJackpot', Date.parse('2026-11-28T10:00:00Z'));
      root.pwa.noteRead('/wps/system/helpCenter', null);
    });
    const line = await screen.findByTestId('offline-copy');
    expect(line.textContent).toBe('Shown from the offline copy, last updated 2026/11/28 17:00.');
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are offline');

    // Back online but slow: the copy still on show is still said.
    act(() => {
      root.pwa.setOnline(true);
      root.pwa.noteRead('/wps/relay/VIS_getJackpot', null);
    });
    expect(screen.getByTestId('offline-copy').textContent).toContain('2026/11/28 17:30');
    act(() => root.pwa.noteRead('/wps/relay/GCSGAME_hotGamesV2', null));
    expect(screen.queryByTestId('offline-copy')).toBeNull();
  });
});
