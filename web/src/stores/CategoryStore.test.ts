import { describe, expect, it } from 'vitest';
import { FakeTransport } from './fakeTransport';
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
    expect(root.categories.phase).toBe('failed');
    expect(root.categories.categoriesWithVendors).toBeNull();
  });
});
