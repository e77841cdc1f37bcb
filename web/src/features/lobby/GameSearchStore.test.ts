import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { createGameSearchStore, SEARCH_PAGE_SIZE } from './GameSearchStore';
import { testRoot } from '../../stores/testRoot';

function game(nodeId: number, gameType = 'RNG') {
  return { nodeId, displayName: `Game ${nodeId}`, vassalage: 'PT', gameType };
}

/** The search call over `total` matching games, numbered from 1, with the platform's paging. */
function matches(total: number) {
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

const searches = (transport: FakeTransport) =>
  transport.calls.filter((c) => c.name === 'getGameMatchV2');

describe('GameSearchStore (full search view)', () => {
  it('searches every category by the trimmed name, 24 at a time, with load more', async () => {
    const transport = new FakeTransport().on('getGameMatchV2', matches(50));
    const { root } = testRoot({ transport });
    const search = root.features.get(createGameSearchStore);
    await search.open('  Dragon  ');
    expect(searches(transport)[0]?.payload).toMatchObject({
      gameName: 'Dragon',
      pageNo: 1,
      pageSize: SEARCH_PAGE_SIZE,
    });
    expect(searches(transport)[0]?.payload).not.toHaveProperty('gameType');
    expect(search.query).toBe('Dragon');
    expect(search.games).toHaveLength(24);
    expect(search.total).toBe(50);
    await search.loadMore();
    await search.loadMore();
    expect(search.games).toHaveLength(50);
    expect(search.hasMore).toBe(false);
    // Nothing is asked beyond the last page.
    await search.loadMore();
    expect(searches(transport)).toHaveLength(3);
  });

  it('drops the answer to an older search when a newer one was asked meanwhile', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const transport = new FakeTransport().on(
      'getGameMatchV2',
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const { root } = testRoot({ transport });
    const search = root.features.get(createGameSearchStore);
    const older = search.open('Dra');
    const newer = search.open('Dragon');
    answers[1]?.({ games: [game(7)], total: 1, totalPages: 1 });
    await newer;
    answers[0]?.({ games: [game(1), game(2)], total: 2, totalPages: 1 });
    await older;
    expect(search.query).toBe('Dragon');
    expect(search.games.map((g) => g.nodeId)).toEqual([7]);
    expect(search.total).toBe(1);
  });

  it('ignores a page past the total and never shows a game twice', async () => {
    let call = 0;
    const transport = new FakeTransport().on('getGameMatchV2', () => {
      call += 1;
      if (call === 1) return { games: [game(1), game(2)], total: 4, totalPages: 2 };
      // The list shrank meanwhile: page 2 no longer exists.
      return { games: [], total: 2, totalPages: 1 };
    });
    const { root } = testRoot({ transport });
    const search = root.features.get(createGameSearchStore);
    await search.open('x');
    await search.loadMore();
    expect(search.games.map((g) => g.nodeId)).toEqual([1, 2]);
    expect(search.page).toBe(1);
    expect(search.hasMore).toBe(false);
  });

  it('says when nothing matches and when the search failed, and retries the same page', async () => {
    let fail = false;
    const transport = new FakeTransport().on(
      'getGameMatchV2',
      (payload?: Record<string, unknown>) => {
        if (fail) throw new Error('offline');
        return matches(30)(payload);
      },
    );
    const { root } = testRoot({ transport });
    const search = root.features.get(createGameSearchStore);
    await search.open('x');
    fail = true;
    await search.loadMore();
    expect(search.state).toBe('failed');
    expect(search.games).toHaveLength(24);
    fail = false;
    await search.retry();
    expect(search.state).toBe('ready');
    expect(search.games).toHaveLength(30);
    expect(searches(transport).at(-1)?.payload).toMatchObject({ pageNo: 2 });

    const empty = testRoot({
      transport: new FakeTransport().on('getGameMatchV2', { games: [], total: 0, totalPages: 0 }),
    }).root.features.get(createGameSearchStore);
    await empty.open('zzz');
    expect(empty.state).toBe('ready');
    expect(empty.games).toEqual([]);
  });

  it('asks again in the new language, and forgets everything when closed', async () => {
    const transport = new FakeTransport().on('getGameMatchV2', matches(5));
    const { root } = testRoot({ transport });
    const search = root.features.get(createGameSearchStore);
    await search.open('x');
    await root.language.choose('KM');
    await Promise.resolve();
    expect(searches(transport).at(-1)?.payload).toMatchObject({ language: 'KM', gameName: 'x' });
    search.close();
    expect(search.isOpen).toBe(false);
    expect(search.games).toEqual([]);
    const calls = searches(transport).length;
    await root.language.choose('EN');
    expect(searches(transport)).toHaveLength(calls);
  });
});
