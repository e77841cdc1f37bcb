import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { TRIAL_TYPE } from '../../stores/SessionStore';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { SeamlessPage } from './SeamlessPage';

afterEach(cleanup);

/** A root whose play store holds an open game, as a launch leaves it. */
function withGame(options: { signedIn: boolean; transport?: FakeTransport }) {
  const { root, transport } = testRoot(options);
  runInAction(() => {
    root.play.url = 'https://games.example/demo?session=1';
    root.play.gameName = 'Lucky Reels';
    root.play.returnTo = '/rng';
  });
  return { root, transport };
}

function renderGame(root: ReturnType<typeof testRoot>['root']) {
  return renderWithStores(
    <Routes>
      <Route path="/seamless" element={<SeamlessPage />} />
      <Route path="/rng" element={<p>the lobby</p>} />
    </Routes>,
    { root, path: '/seamless' },
  );
}

describe('the game view', () => {
  it('shows the game with one set of controls; its wallet reads the balance when opened', async () => {
    const transport = new FakeTransport().on('balance', { balance: 1234.5, currencySymbol: '฿' });
    const { root } = withGame({ signedIn: true, transport });
    renderGame(root);

    expect(screen.getByTitle('Lucky Reels').getAttribute('src')).toBe(
      'https://games.example/demo?session=1',
    );
    const controls = screen.getByRole('group', { name: 'Game controls' });
    expect(controls.contains(screen.getByRole('button', { name: 'Back to the lobby' }))).toBe(true);
    // Folded until asked for: the amount is not on screen.
    expect(screen.getByTestId('play-balance').closest('[hidden]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toBe('฿ 1,234.50'));
    expect(transport.calls.filter((c) => c.name === 'balance').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Hide balance' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('leads back to the lobby the game was opened from, the game closed', async () => {
    const { root } = withGame({ signedIn: true });
    renderGame(root);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lobby' }));
    await screen.findByText('the lobby');
    expect(root.play.url).toBeNull();
  });

  it('offers no wallet to a trial account or a visitor trying a game', () => {
    const { root } = withGame({ signedIn: true });
    act(() => root.session.setAccountType(TRIAL_TYPE));
    renderGame(root);
    expect(screen.queryByRole('button', { name: 'Show balance' })).toBeNull();
    cleanup();

    renderGame(withGame({ signedIn: false }).root);
    expect(screen.queryByRole('button', { name: 'Show balance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeTruthy();
  });
});
