import { act, cleanup } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyFirstScreen } from '../../stores/firstScreen';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderOnServer as markupOf, renderWithStores } from '../../testing/render';
import { CategoryLobby } from './CategoryLobby';
import { lobbyFirstScreen } from './lobbyFirstScreen';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const game = (nodeId: number, vassalage = 'PG') => ({
  nodeId,
  displayName: `Game ${nodeId}`,
  iconUrl: `/art/games/${nodeId}.svg`,
  vassalage,
  gameType: 'RNG',
  gameCode: `G${nodeId}`,
  supportPlay: 0,
});

const VENDORS = {
  data: {
    lanes: [
      {
        gameCategory: 'RNG',
        cards: [
          { vassalage: 'PG', displayName: 'PG Soft', gameCount: 50 },
          { vassalage: 'JILI', displayName: 'JILI', gameCount: 30 },
        ],
        gameClassify: [{ key: 'ALL', vendors: ['PG', 'JILI'] }],
      },
      { gameCategory: 'LIVE', cards: [{ vassalage: 'DG', displayName: 'Dream Gaming' }] },
    ],
  },
};

/** The platform: vendor lanes and a lobby of 50 games (40 a page), by vendor when asked. */
function platform() {
  return new FakeTransport()
    .on('gameVendor', VENDORS)
    .on('userGame', (p?: Record<string, unknown>) => {
      const vendor = typeof p?.vassalage === 'string' ? p.vassalage : 'PG';
      const pageNo = Number(p?.pageNo);
      const ids = Array.from({ length: 50 }, (_, i) => 10_001 + i).slice(
        (pageNo - 1) * 40,
        pageNo * 40,
      );
      return { games: ids.map((id) => game(id, vendor)), total: 50, totalPages: 2 };
    });
}

const listCalls = (transport: FakeTransport) =>
  transport.calls.filter((c) => c.name === 'userGame' || c.name === 'gameVendor');

const lobby = (
  <Routes>
    <Route path="/rng" element={<CategoryLobby />} />
  </Routes>
);

/** As the gateway does: the lobby's data through the platform, then the markup from it. */
async function renderOnServer(path: string, transport = platform()) {
  const { root } = testRoot({ transport });
  const data = await lobbyFirstScreen(root, 'RNG', new URL(path, 'http://site.invalid'));
  return { data, html: markupOf(lobby, { root, path }), transport };
}

/** As the browser does with a visitor's rendered page: seed from its data, then hydrate. */
async function hydrateInBrowser(html: string, data: LobbyFirstScreen, path: string) {
  const transport = platform();
  const { root } = testRoot({ transport });
  root.categories.seed(data.lanes);
  root.lobby.seed(data.page);
  const recoverable = vi.fn();
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = renderWithStores(lobby, {
      root,
      path,
      serverMarkup: html,
      onRecoverableError: recoverable,
    }));
  });
  return { container, recoverable, transport, root };
}

describe('a category lobby rendered with its first screen', () => {
  it('has the vendors and the first page in the markup, the first row’s pictures at once', async () => {
    const { data, html, transport } = await renderOnServer('/rng');
    // The two calls the browser's lobby would make, and the list exactly as it asks for it.
    expect(
      listCalls(transport)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['gameVendor', 'userGame']);
    expect(transport.calls.find((c) => c.name === 'userGame')?.payload).toMatchObject({
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 40,
      language: 'EN',
    });
    expect(data?.page).toMatchObject({ category: 'RNG', vendor: '', total: 50, totalPages: 2 });
    expect(data?.page.games).toHaveLength(40);

    const container = document.createElement('div');
    container.innerHTML = html;
    const vendors = container.querySelector('nav[aria-label="Vendors"]');
    expect([...(vendors?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'All vendors',
      'PG Soft',
      'JILI',
    ]);
    expect(container.querySelectorAll('.skeleton')).toHaveLength(0);
    const images = [...container.querySelectorAll('article.game-card img')];
    expect(images).toHaveLength(40);
    expect(images[0]?.getAttribute('src')).toBe('/art/games/10001.svg');
    // Boxes of their own size, so nothing moves when the files arrive.
    expect(images[0]?.getAttribute('width')).toBe('320');
    expect(images[0]?.getAttribute('height')).toBe('240');
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      ...Array<string>(6).fill('high'),
      ...Array<null>(34).fill(null),
    ]);
    expect(images[6]?.getAttribute('loading')).toBe('lazy');
  });

  it('hydrates without a mismatch and without listing the page again, then moves on as usual', async () => {
    const { data, html } = await renderOnServer('/rng');
    const { container, recoverable, transport, root } = await hydrateInBrowser(html, data!, '/rng');
    expect(recoverable).not.toHaveBeenCalled();
    expect(listCalls(transport)).toEqual([]);
    expect(container.querySelectorAll('article.game-card')).toHaveLength(40);

    // A vendor chosen after hydration is listed, as ever.
    const jili = [...container.querySelectorAll('nav[aria-label="Vendors"] button')].find(
      (b) => b.textContent === 'JILI',
    ) as HTMLButtonElement;
    await act(async () => jili.click());
    expect(transport.calls.at(-1)).toMatchObject({
      name: 'userGame',
      payload: { vassalage: 'JILI', pageNo: 1 },
    });
    expect(root.lobby.games[0]?.vassalage).toBe('JILI');
  });

  it('renders the vendor the address names, and hydrates it', async () => {
    const { data, html, transport } = await renderOnServer('/rng?vendor=JILI');
    expect(transport.calls.find((c) => c.name === 'userGame')?.payload).toMatchObject({
      vassalage: 'JILI',
    });
    expect(data?.page.vendor).toBe('JILI');
    const browser = await hydrateInBrowser(html, data!, '/rng?vendor=JILI');
    expect(browser.recoverable).not.toHaveBeenCalled();
    expect(listCalls(browser.transport)).toEqual([]);
    const pressed = browser.container.querySelector(
      'nav[aria-label="Vendors"] button[aria-pressed="true"]',
    );
    expect(pressed?.textContent).toBe('JILI');
  });

  it('leaves the search view, and a platform that did not answer, to the browser', async () => {
    const search = await renderOnServer('/rng?search=Dragon');
    expect(search.data).toBeNull();
    expect(listCalls(search.transport)).toEqual([]);

    const failing = new FakeTransport().on('gameVendor', VENDORS);
    const { root } = testRoot({ transport: failing });
    expect(await lobbyFirstScreen(root, 'RNG', new URL('http://site.invalid/rng'))).toBeNull();
    // Untouched: the page renders its placeholders, as the browser's first render will.
    expect(root.lobby.state).toBe('idle');
    expect(root.categories.state).toBe('idle');
  });
});
