import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { AuthSidePanel, vendorLogos } from './AuthSidePanel';

afterEach(cleanup);

const banner = (id: number, groupName: string) => ({
  id,
  groupName,
  title: `Banner ${groupName}`,
  url: `/art/banners/${id}.svg`,
  linkageType: 'NONE',
  linkage: '',
});

const card = (vassalage: string) => ({
  vassalage,
  displayName: `${vassalage} games`,
  gameType: 'RNG',
  iconUrl: `/art/vendors/${vassalage}.svg`,
});

function transportWith(online: unknown) {
  return new FakeTransport()
    .on('announcements', {
      banners: [
        banner(1, 'w_home'),
        banner(2, 'w_lott'),
        banner(3, 'w_login'),
        banner(4, 'w_register'),
        banner(5, 'w_forget'),
      ],
    })
    .on('gameVendor', {
      data: {
        lanes: [
          // PT appears in two categories: one logo.
          { gameCategory: 'RNG', cards: ['PT', 'MG', 'CQ9', 'GG', 'ISB', 'PNG', 'RTG'].map(card) },
          { gameCategory: 'LIVE', cards: ['PT', 'AG', 'BBIN', 'BG', 'DG', 'EA', 'OG'].map(card) },
        ],
      },
    })
    .on('onlinePlayers', online);
}

function mount(transport: FakeTransport) {
  const { root } = testRoot({ transport });
  renderWithStores(<AuthSidePanel />, { root });
  return root;
}

describe('AuthSidePanel', () => {
  it('shows the login, register and lottery banners in that order, and no others', async () => {
    mount(transportWith({ count: 3 }));
    await screen.findByAltText('Banner w_login');
    const titles = screen
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'))
      .filter((alt) => alt?.startsWith('Banner'));
    expect(titles).toEqual(['Banner w_login', 'Banner w_register', 'Banner w_lott']);
  });

  it('shows at most twelve vendor logos, each vendor once, with a reserved size', async () => {
    mount(transportWith({ count: 3 }));
    const list = await screen.findByRole('list', { name: 'Game providers' });
    const logos = list.querySelectorAll('img');
    expect(logos).toHaveLength(12);
    expect(logos[0]?.getAttribute('alt')).toBe('PT games');
    expect([...logos].filter((img) => img.getAttribute('alt') === 'PT games')).toHaveLength(1);
    expect(logos[0]?.getAttribute('width')).toBe('96');
    expect(logos[0]?.getAttribute('height')).toBe('48');
  });

  it('falls back to the default picture when a logo cannot load', async () => {
    mount(transportWith({ count: 3 }));
    const logo = await screen.findByAltText('MG games');
    expect(logo.getAttribute('src')).toBe('/art/vendors/MG.svg');
    fireEvent.error(logo);
    expect(screen.getByAltText('MG games').getAttribute('src')).toBe('/icon.svg');
  });

  it('shows the online figure the server gives', async () => {
    mount(transportWith({ count: 3 }));
    expect(await screen.findByText('Players online: 3')).toBeTruthy();
  });

  it.each([
    ['the call fails', () => Promise.reject(new ApiError('server', 'system_error'))],
    ['the answer has no figure', {}],
  ])('shows no online figure when %s', async (_case, answer) => {
    const transport = transportWith(answer);
    mount(transport);
    await screen.findByAltText('Banner w_login');
    await waitFor(() => expect(transport.calls.some((c) => c.name === 'onlinePlayers')).toBe(true));
    expect(screen.queryByText(/Players online/)).toBeNull();
  });
});

describe('vendorLogos', () => {
  it('skips vendors without artwork', () => {
    const lane = {
      gameCategory: 'RNG',
      classify: [],
      vendors: [
        { vassalage: 'A', name: 'A', gameType: 'RNG', iconUrl: '', isGame: '', gameCount: 1 },
        { vassalage: 'B', name: 'B', gameType: 'RNG', iconUrl: '/b.svg', isGame: '', gameCount: 1 },
      ],
    };
    expect(vendorLogos([lane]).map((v) => v.vassalage)).toEqual(['B']);
  });
});
