import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { CategoryLobby } from './CategoryLobby';
import { PvpRoomPicker } from './PvpRoomPicker';

// jsdom has no scrolling; the table dialog locks and restores the page's scroll position.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const game = (nodeId: number, name: string, gameType = 'RNG') => ({
  nodeId,
  displayName: name,
  vassalage: gameType === 'PVP' ? 'KY' : 'PT',
  gameType,
  gameCode: `G${nodeId}`,
});

function renderAt(path: string, transport: FakeTransport, signedIn = false) {
  const { root } = testRoot({ transport, signedIn });
  renderWithStores(
    <>
      <Routes>
        {['/rng', '/pvp'].map((p) => (
          <Route key={p} path={p} element={<CategoryLobby />} />
        ))}
        <Route path="/seamless" element={<p>game view</p>} />
      </Routes>
      {/* Mounted once for the whole site by the shell's popups. */}
      <PvpRoomPicker />
    </>,
    { root, path },
  );
  return root;
}

describe('full search view', () => {
  it('says plainly when nothing matches the name', async () => {
    const transport = new FakeTransport()
      .on('userGame', { games: [], total: 0, totalPages: 0 })
      .on('getGameMatchV2', { games: [], total: 0, totalPages: 0 });
    renderAt('/rng?search=zzqx', transport);
    await screen.findByText('No game matches “zzqx”. Try another name.');
    expect(screen.getByRole('heading', { name: 'Results for “zzqx” in all games' })).toBeTruthy();
  });

  it('shows a translated failure with a retry that brings the results', async () => {
    let up = false;
    const transport = new FakeTransport()
      .on('userGame', { games: [], total: 0, totalPages: 0 })
      .on('getGameMatchV2', () => {
        if (!up) throw new Error('offline');
        return { games: [game(1, 'Dragon Gold'), game(2, 'Dragon Tiger', 'LIVE')], total: 2 };
      });
    renderAt('/rng?search=Dragon', transport);
    await screen.findByText('The game search is not available from the server at the moment.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByTestId('search-count').textContent).toBe('Showing 2 of 2 games');
  });

  it('opens from the lobby with the trimmed name', async () => {
    const transport = new FakeTransport()
      .on('userGame', { games: [game(1, 'Phoenix')], total: 1, totalPages: 1 })
      .on('getGameMatchV2', { games: [game(1, 'Phoenix')], total: 1, totalPages: 1 });
    renderAt('/rng', transport);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search games by name' }), {
      target: { value: '  Phoenix ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search all games' }));
    await screen.findByRole('heading', { name: 'Results for “Phoenix” in all games' });
    await waitFor(() =>
      expect(transport.calls.find((c) => c.name === 'getGameMatchV2')?.payload).toMatchObject({
        gameName: 'Phoenix',
        pageSize: 24,
      }),
    );
  });
});

describe('PvP tables', () => {
  it('lists the tables with their bet limits and plays at the one picked', async () => {
    const transport = new FakeTransport()
      .on('userGame', { games: [game(7, 'KY Niu Niu', 'PVP')], total: 1, totalPages: 1 })
      .on('rooms', {
        list: [
          { roomId: 'G7_R1', roomName: 'BEGINNER', minBet: 1, maxBet: 100 },
          { roomId: 'G7_R2', roomName: 'VIP', minBet: 200, maxBet: 20000 },
        ],
      })
      .on('launchGame', { url: '/wps/standin/demo/slot?ticket=t' });
    renderAt('/pvp', transport, true);
    const card = await screen.findByRole('article', { name: 'KY Niu Niu' });
    fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a table: KY Niu Niu' });
    const vip = await within(dialog).findByRole('button', { name: /VIP/ });
    expect(vip.textContent).toContain('Bets 200.00 to 20,000.00');
    fireEvent.click(vip);
    await screen.findByText('game view');
    expect(transport.calls.find((c) => c.name === 'launchGame')?.payload).toMatchObject({
      gameCode: 'G7',
      roomId: 'G7_R2',
    });
  });

  it('says when the tables cannot be loaded, with a retry', async () => {
    const transport = new FakeTransport().on('userGame', {
      games: [game(7, 'KY Niu Niu', 'PVP')],
      total: 1,
      totalPages: 1,
    });
    renderAt('/pvp', transport, true);
    const card = await screen.findByRole('article', { name: 'KY Niu Niu' });
    fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a table: KY Niu Niu' });
    await within(dialog).findByText(
      'The tables of this game are not available from the server at the moment.',
    );
    transport.on('rooms', {
      list: [{ roomId: 'R1', roomName: 'BEGINNER', minBet: 1, maxBet: 100 }],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('button', { name: /Beginner/ });
  });
});
