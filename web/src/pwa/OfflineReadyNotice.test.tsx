import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores } from '../testing/render';
import { OfflineBanner } from './OfflineBanner';
import { OfflineReadyNotice } from './OfflineReadyNotice';

afterEach(() => vi.useRealTimers());

describe('offline readiness', () => {
  it('tells the player once the site works offline, then leaves by itself', async () => {
    vi.useFakeTimers();
    const { root } = renderWithStores(<OfflineReadyNotice />);
    expect(screen.queryByTestId('offline-ready')).toBeNull();
    act(() => root.pwa.setOfflineReady(true));
    expect(screen.getByRole('status').textContent).toContain('The site now works offline');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.queryByTestId('offline-ready')).toBeNull();
  });

  it('says nothing on a later visit, when the worker was already there', () => {
    const { root } = renderWithStores(<OfflineReadyNotice />);
    act(() => root.pwa.setOfflineReady(false));
    expect(screen.queryByTestId('offline-ready')).toBeNull();
  });

  it('says offline what still works, and before the worker is ready that nothing new loads', () => {
    const { root } = renderWithStores(<OfflineBanner />);
    act(() => root.pwa.setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain(
      'has not finished saving itself for offline use',
    );
    act(() => root.pwa.setOfflineReady(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain(
      'Pages you have opened still show',
    );
  });
});
