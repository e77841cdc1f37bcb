import { describe, expect, it } from 'vitest';
import { FakeTransport } from './fakeTransport';
import { LobbyStore, type LobbyFirstPage } from './LobbyStore';
import { testRoot } from './testRoot';

function game(nodeId: number, extra: Record<string, unknown> = {}) {
  return { nodeId, displayName: `Game ${nodeId}`, vassalage: 'PT', gameType: 'RNG', ...extra };
}

/** A list call that answers `total` games, `pageSize` at a time, numbered from 1. */
function listOf(total: number) {
  return (payload?: Record<string, unknown>) => {
    const pageNo = Number(payload?.pageNo);
    const pageSize = Number(payload?.pageSize);
    const start = (pageNo - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - start));
    return {
      games: Array.from({ length: count }, (_, i) => game(start + i + 1)),
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  };
}

function lastList(transport: FakeTransport) {
  return [...transport.calls].reverse().find((c) => c.name === 'userGame' || c.name === 'games');
}

describe('LobbyStore', () => {
  it('lists a category 40 at a time and appends the next page on load more', async () => {
    const transport = new FakeTransport().on('userGame', listOf(90));
    const { root } = testRoot({ transport });
    await root.lobby.enter('RNG');
    expect(root.lobby.games).toHaveLength(40);
    expect(root.lobby.total).toBe(90);
    await root.lobby.loadMore();
    await root.lobby.loadMore();
    expect(root.lobby.games).toHaveLength(90);
    expect(root.lobby.hasMore).toBe(false);
    const calls = transport.calls.filter((c) => c.name === 'userGame').length;
    await root.lobby.loadMore();
    expect(transport.calls.filter((c) => c.name === 'userGame')).toHaveLength(calls);
  });

  it('resets classify to All on a vendor change, and page and search on a filter change', async () => {
    const transport = new FakeTransport().on('userGame', listOf(100));
    const { root } = testRoot({ transport });
    await root.lobby.enter('RNG');
    await root.lobby.chooseClassify('HOT');
    expect(lastList(transport)?.payload).toMatchObject({ gameClassify: 'HOT', pageSize: 15 });
    await root.lobby.chooseVendor('PT');
    expect(lastList(transport)?.payload).toMatchObject({ vassalage: 'PT' });
    expect(lastList(transport)?.payload).not.toHaveProperty('gameClassify');
    root.lobby.setSearchText('  Dragon ');
    await root.lobby.search();
    expect(lastList(transport)?.payload).toMatchObject({ gameName: 'Dragon', pageSize: 24 });
    await root.lobby.loadMore();
    await root.lobby.chooseClassify('SC');
    expect(root.lobby.searchText).toBe('');
    expect(lastList(transport)?.payload).not.toHaveProperty('gameName');
    expect(lastList(transport)?.payload).toMatchObject({
      gameClassify: 'SC',
      pageNo: 1,
      pageSize: 40,
    });
  });

  it('asks a visitor to sign in for Favorite, Recent and the SEA lottery vendor', async () => {
    const transport = new FakeTransport().on('userGame', listOf(5));
    const { root } = testRoot({ transport });
    await root.lobby.enter('RNG');
    await root.lobby.chooseClassify('FAV');
    expect(root.ui.isOpen('login')).toBe(true);
    expect(root.lobby.classify).toBe('ALL');
    expect(await root.lobby.chooseVendor('TCG_SEA')).toBe('login');
  });

  it('lists a member’s recent RNG games 20 at a time through the signed-in call', async () => {
    const transport = new FakeTransport().on('games', listOf(30)).on('favGames', [3]);
    const { root } = testRoot({ transport, signedIn: true });
    transport.on('userGame', listOf(5));
    await root.lobby.enter('RNG');
    await root.lobby.chooseClassify('RECENT');
    expect(lastList(transport)).toMatchObject({
      name: 'games',
      payload: { gameClassify: 'RECENT', pageSize: 20 },
    });
    expect(await root.lobby.chooseVendor('TCG_SEA')).toBe('sea-lottery');
  });

  it('adds a game not in the favourites, removes one that is, once per second', async () => {
    let ids = [7];
    const transport = new FakeTransport()
      .on('userGame', listOf(10))
      .on('favGames', () => ids)
      .on('addFavGame', (p?: Record<string, unknown>) => {
        ids = ids.includes(Number(p?.nodeId)) ? ids : [...ids, Number(p?.nodeId)];
        return { ids };
      })
      .on('removeFavGame', (p?: Record<string, unknown>) => {
        ids = ids.filter((id) => id !== Number(p?.nodeId));
        return { ids };
      });
    const { root } = testRoot({ transport, signedIn: true });
    let clock = 10_000;
    const lobby = new LobbyStore(root.api, root.session, root.ui, root.language, () => clock);
    await lobby.enter('RNG');
    await lobby.loadFavouriteIds();
    const [one] = lobby.games;
    await lobby.toggleFavourite(one!);
    expect(lobby.isFavourite(1)).toBe(true);
    clock += 999;
    await lobby.toggleFavourite(one!);
    expect(lobby.isFavourite(1)).toBe(true);
    clock += 1;
    await lobby.toggleFavourite(one!);
    expect(lobby.isFavourite(1)).toBe(false);
    expect(lobby.favouriteIds).toEqual([7]);
    expect(transport.calls.filter((c) => c.name.endsWith('FavGame'))).toHaveLength(2);
  });

  it('drops an answer that arrives after a newer query', async () => {
    let release: (value: unknown) => void = () => undefined;
    const transport = new FakeTransport().on('userGame', (p?: Record<string, unknown>) =>
      p?.gameClassify === 'HOT' ? new Promise((resolve) => (release = resolve)) : listOf(3)(p),
    );
    const { root } = testRoot({ transport });
    await root.lobby.enter('LIVE');
    const slow = root.lobby.chooseClassify('HOT');
    await root.lobby.chooseClassify('ALL');
    release({ games: [game(99)], total: 1, totalPages: 1 });
    await slow;
    expect(root.lobby.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
  });
});

describe('LobbyStore seeded with the first page the gateway rendered', () => {
  const first: LobbyFirstPage = {
    category: 'RNG',
    vendor: '',
    language: 'EN',
    games: [1, 2, 3].map((id) => ({
      nodeId: id,
      name: `Game ${id}`,
      iconUrl: `/art/${id}.svg`,
      vassalage: 'PT',
      gameType: 'RNG',
      gameCode: `G${id}`,
      gameId: String(id),
      isGame: 'GAME',
      isHot: false,
      isNew: false,
      supportPlay: 0,
      freeplay: false,
      subType: '',
    })),
    total: 90,
    totalPages: 3,
  };
  const listCalls = (transport: FakeTransport) =>
    transport.calls.filter((c) => c.name === 'userGame' || c.name === 'games');

  it('shows that page when the lobby opens, without listing it again', async () => {
    const transport = new FakeTransport().on('userGame', listOf(90));
    const { root } = testRoot({ transport });
    root.lobby.seed(first);
    expect(root.lobby.state).toBe('ready');
    await root.lobby.enter('RNG');
    expect(listCalls(transport)).toHaveLength(0);
    expect(root.lobby.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    expect(root.lobby.total).toBe(90);
    expect(root.lobby.hasMore).toBe(true);
    // The next page continues from it.
    await root.lobby.loadMore();
    expect(lastList(transport)?.payload).toMatchObject({ gameType: 'RNG', pageNo: 2 });
    expect(root.lobby.games).toHaveLength(43);
  });

  it('lists afresh a lobby, a vendor or a language other than the one rendered', async () => {
    for (const [category, vendor, language] of [
      ['LIVE', '', 'EN'],
      ['RNG', 'PG', 'EN'],
      ['RNG', '', 'KM'],
    ] as const) {
      const transport = new FakeTransport().on('userGame', listOf(5));
      const { root } = testRoot({ transport });
      if (language !== 'EN') await root.language.choose(language);
      root.lobby.seed(first);
      await root.lobby.enter(category, vendor);
      expect(listCalls(transport)).toHaveLength(1);
      expect(lastList(transport)?.payload).toMatchObject({
        gameType: category,
        pageNo: 1,
        pageSize: 40,
        language,
        ...(vendor ? { vassalage: vendor } : {}),
      });
      expect(root.lobby.games).toHaveLength(5);
    }
  });

  it('lists again on coming back once the player has moved on from that page', async () => {
    const transport = new FakeTransport().on('userGame', listOf(90));
    const { root } = testRoot({ transport });
    root.lobby.seed(first);
    await root.lobby.enter('RNG');
    await root.lobby.chooseClassify('HOT');
    await root.lobby.enter('RNG');
    expect(listCalls(transport)).toHaveLength(2);
    expect(lastList(transport)?.payload).toMatchObject({
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 40,
    });
    expect(lastList(transport)?.payload).not.toHaveProperty('gameClassify');
    expect(root.lobby.classify).toBe('ALL');
  });

  it('shows a member the page the gateway listed for them, without listing it again', async () => {
    const transport = new FakeTransport().on('userGame', listOf(90)).on('favGames', [2]);
    const { root } = testRoot({ transport, signedIn: true });
    root.lobby.seed({ ...first, signedIn: true });
    await root.lobby.enter('RNG');
    expect(listCalls(transport)).toHaveLength(0);
    expect(root.lobby.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    // Their favourites still come, for the cards' toggles.
    await expect.poll(() => root.lobby.isFavourite(2)).toBe(true);
  });

  it('lists a member’s page afresh when the gateway listed it for a visitor, keeping the seeded cards on screen until it arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const transport = new FakeTransport()
      .on('userGame', () => new Promise((resolve) => (answer = resolve)))
      .on('favGames', [2]);
    const { root } = testRoot({ transport, signedIn: true });
    root.lobby.seed(first);
    const entering = root.lobby.enter('RNG');
    expect(root.lobby.state).toBe('loading');
    expect(root.lobby.games.map((g) => g.nodeId)).toEqual([1, 2, 3]);
    answer(listOf(5)({ pageNo: 1, pageSize: 40 }));
    await entering;
    expect(root.lobby.games).toHaveLength(5);
    expect(root.lobby.isFavourite(2)).toBe(true);
    expect(listCalls(transport)).toHaveLength(1);
  });
});
