import { describe, expect, it } from 'vitest';
import { VENDOR_CACHE_KEY } from './CategoryStore';
import { FakeTransport } from './fakeTransport';
import { MemoryStorage } from './memoryStorage';
import { testRoot } from './testRoot';

const lanes = {
  data: {
    lanes: [
      { gameCategory: 'LIVE', cards: [{ vassalage: 'AG', displayName: 'AG Live' }] },
      { gameCategory: 'SPORTS', cards: [] },
    ],
  },
};

describe('CategoryStore', () => {
  it('knows which categories have a vendor once the list has loaded', async () => {
    const { root } = testRoot({ transport: new FakeTransport().on('gameVendor', lanes) });
    expect(root.categories.categoriesWithVendors).toBeNull();
    await root.categories.load();
    expect([...(root.categories.categoriesWithVendors ?? [])]).toEqual(['LIVE']);
    expect(root.categories.vendorsOf('LIVE').map((v) => v.name)).toEqual(['AG Live']);
  });

  it('reloads the lanes fresh when the language changes', async () => {
    const transport = new FakeTransport().on('gameVendor', lanes);
    const { root } = testRoot({ transport });
    await root.language.choose('KM');
    await Promise.resolve();
    expect(transport.calls).toContainEqual({
      name: 'gameVendor',
      payload: { platform: 'html5-desktop', flush: true },
    });
  });

  it('stays unknown (every category offered) when the call fails', async () => {
    const { root } = testRoot({ transport: new FakeTransport() });
    await root.categories.load();
    expect(root.categories.state).toBe('failed');
    expect(root.categories.categoriesWithVendors).toBeNull();
  });
  it('shows the lanes kept in this session at once, then replaces them with a fresh copy', async () => {
    const session = new MemoryStorage();
    const first = testRoot({ session, transport: new FakeTransport().on('gameVendor', lanes) });
    await first.root.categories.load();

    let answer: (value: unknown) => void = () => undefined;
    const fresh = {
      data: { lanes: [{ gameCategory: 'LIVE', cards: [{ vassalage: 'DG', displayName: 'DG' }] }] },
    };
    const transport = new FakeTransport().on(
      'gameVendor',
      () => new Promise((resolve) => (answer = resolve)),
    );
    const { root } = testRoot({ session, transport });
    const loading = root.categories.load();
    // The next visit shows the kept list before the platform has answered.
    expect(root.categories.state).toBe('ready');
    expect(root.categories.vendorsOf('LIVE').map((v) => v.name)).toEqual(['AG Live']);
    expect(transport.calls.at(-1)?.payload).toMatchObject({ flush: true });
    answer(fresh);
    await loading;
    expect(root.categories.vendorsOf('LIVE').map((v) => v.vassalage)).toEqual(['DG']);
    expect(session.getItem(VENDOR_CACHE_KEY)).toContain('"DG"');
  });

  it("keeps one copy per language and never shows one language's lanes in another", async () => {
    const session = new MemoryStorage();
    const first = testRoot({ session, transport: new FakeTransport().on('gameVendor', lanes) });
    await first.root.categories.load();

    const { root } = testRoot({ session, transport: new FakeTransport() });
    await root.language.choose('KM');
    await root.categories.load();
    expect(root.categories.lanes).toEqual([]);
    expect(root.categories.state).toBe('failed');
  });

  it('keeps the kept lanes on screen when the refetch fails', async () => {
    const session = new MemoryStorage();
    const first = testRoot({ session, transport: new FakeTransport().on('gameVendor', lanes) });
    await first.root.categories.load();
    const { root } = testRoot({ session, transport: new FakeTransport() });
    await root.categories.load();
    expect(root.categories.state).toBe('ready');
    expect([...(root.categories.categoriesWithVendors ?? [])]).toEqual(['LIVE']);
  });

  it('ignores a kept copy that is not a list of lanes', async () => {
    const session = new MemoryStorage();
    session.setItem(VENDOR_CACHE_KEY, '{"EN":[{"oops":1}]}');
    const { root } = testRoot({ session, transport: new FakeTransport().on('gameVendor', lanes) });
    const loading = root.categories.load();
    expect(root.categories.state).toBe('loading');
    await loading;
    expect(root.categories.vendorsOf('LIVE')).toHaveLength(1);
  });

  it('takes the lanes the page was rendered with: shown at once, kept, not asked for again', async () => {
    const session = new MemoryStorage();
    const transport = new FakeTransport().on('gameVendor', lanes);
    const { root } = testRoot({ session, transport });
    root.categories.seed([
      {
        gameCategory: 'LIVE',
        vendors: [
          {
            vassalage: 'AG',
            name: 'AG Live',
            gameType: 'LIVE',
            iconUrl: '',
            isGame: 'VASSALAGE',
            gameCount: 3,
          },
        ],
        classify: [],
      },
    ]);
    expect(root.categories.state).toBe('ready');
    expect(root.categories.fromFirstScreen).toBe(true);
    expect([...(root.categories.categoriesWithVendors ?? [])]).toEqual(['LIVE']);
    expect(transport.calls).toHaveLength(0);
    // A later page of this session that the browser renders itself shows the same copy at once.
    expect(JSON.parse(session.getItem(VENDOR_CACHE_KEY) ?? '{}').EN[0].vendors[0].name).toBe(
      'AG Live',
    );
  });
});
