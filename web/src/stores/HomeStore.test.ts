import { describe, expect, it } from 'vitest';
import { FakeTransport } from './fakeTransport';
import { testRoot } from './testRoot';

const hot = { list: [{ nodeId: 1, displayName: 'Hot One', isHot: 1 }] };

describe('HomeStore', () => {
  it('reads hot games for a visitor and asks nothing personal', async () => {
    const transport = new FakeTransport().on('gameHot', hot);
    const { root } = testRoot({ transport });
    await root.home.load();
    expect(root.home.hot?.map((g) => g.name)).toEqual(['Hot One']);
    expect(root.home.favourites).toBeNull();
    const asked = transport.calls.map((c) => c.name);
    expect(asked).toContain('gameHot');
    expect(asked).not.toContain('favGameList');
    expect(asked).not.toContain('recentGameList');
  });

  it('holds the hot section open until the platform answers, and gives it up when the call fails', async () => {
    const { root } = testRoot({ transport: new FakeTransport() });
    expect(root.home.hot).toBeNull();
    await root.home.loadHot();
    expect(root.home.hot).toEqual([]);
  });

  it('reads a member’s favourites in one page and recents, and survives a failing list', async () => {
    const transport = new FakeTransport()
      .on('gameHot', hot)
      .on('favGameList', { content: [{ nodeId: 7, displayName: 'Fav' }], ids: [7] });
    const { root } = testRoot({ transport, signedIn: true });
    await root.home.load();
    expect(root.home.favourites?.map((g) => g.nodeId)).toEqual([7]);
    expect(transport.calls.find((c) => c.name === 'favGameList')?.payload).toMatchObject({
      pageSize: 999,
    });
    // The recent call has no answer here: its section stays unknown, the rest still shows.
    expect(root.home.recent).toBeNull();
    expect(root.home.hot).toHaveLength(1);
  });

  it('shows the jackpot and wins only when the platform gives them', async () => {
    const transport = new FakeTransport()
      .on('gameHot', hot)
      .on('getJackpot', { amount: 0 })
      .on('getWinnerBoard', { list: [] });
    const { root } = testRoot({ transport });
    await root.home.load();
    expect(root.home.jackpot).toBeNull();
    expect(root.home.winners).toBeNull();

    transport
      .on('getJackpot', { amount: 1234.5 })
      .on('getWinnerBoard', { list: [{ vo: { customerName: 'pl***1', winAmount: 25 } }] });
    await root.home.loadFigures();
    expect(root.home.jackpot?.amount).toBe(1234.5);
    expect(root.home.winners?.map((w) => w.customerName)).toEqual(['pl***1']);
  });
});

describe('HomeStore vendor games popup', () => {
  const vendorItem = {
    nodeId: 0,
    name: 'PT Live',
    iconUrl: '',
    vassalage: 'PT',
    gameType: 'LIVE',
    gameCode: '',
    gameId: '',
    isGame: 'VASSALAGE',
    isHot: false,
    isNew: false,
    supportPlay: 1,
    freeplay: false,
    subType: '',
  };

  it('lists the vendor’s games in its category, and offers a retry when the call fails', async () => {
    let fail = true;
    const transport = new FakeTransport().on('userGame', () => {
      if (fail) throw new Error('down');
      return { games: [{ nodeId: 5, displayName: 'Baccarat' }], totalPages: 1 };
    });
    const { root } = testRoot({ transport });
    await root.home.openVendorGames(vendorItem);
    expect(root.home.vendorGames?.state).toBe('failed');
    expect(root.home.vendorGames?.title).toBe('PT Live');

    fail = false;
    await root.home.loadVendorGames();
    expect(root.home.vendorGames?.games?.map((g) => g.name)).toEqual(['Baccarat']);
    expect(transport.calls.at(-1)?.payload).toMatchObject({
      gameType: 'LIVE',
      vassalage: 'PT',
      pageNo: 1,
    });
    root.home.closeVendorGames();
    expect(root.home.vendorGames).toBeNull();
  });
});
