import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { BannerCarousel } from './BannerCarousel';
import { bannerTarget } from './bannerLink';
import { HomeFigures } from './HomeFigures';
import { HomeSections } from './HomeSections';
import { NoticeModal } from './NoticeModal';

afterEach(cleanup);

function mount(ui: React.ReactNode, transport: FakeTransport) {
  const { root, session } = testRoot({ transport });
  renderWithStores(ui, { root });
  return { root, session };
}

const banner = (id: number, linkageType = 'NONE', linkage = '') => ({
  id,
  groupName: 'w_home',
  title: `Banner ${id}`,
  url: `/art/${id}.svg`,
  linkageType,
  linkage,
});

describe('banner links', () => {
  it('follows same-site paths and promotions in the app, other sites in a new tab, nothing else', () => {
    expect(bannerTarget(banner(1, 'URL', '/help'))).toEqual({ kind: 'internal', to: '/help' });
    expect(bannerTarget(banner(1, 'PROMOTION', '301'))).toEqual({
      kind: 'internal',
      to: '/promotions?id=301',
    });
    expect(bannerTarget(banner(1, 'URL', 'https://example.com/x'))).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget(banner(1, 'URL', 'javascript:alert(1)'))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner(1, 'URL', '//evil.example'))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner(1, 'NONE', '/help'))).toEqual({ kind: 'none' });
  });
});

describe('BannerCarousel', () => {
  it('holds the space while loading and leaves no box when there are no home banners', async () => {
    const transport = new FakeTransport().on('announcements', {
      banners: [{ ...banner(9), groupName: 'w_login' }],
    });
    const { root } = mount(<BannerCarousel />, transport);
    expect(document.querySelector('.home-banners')).not.toBeNull();
    await root.announcements.load();
    await waitFor(() => expect(document.querySelector('.home-banners')).toBeNull());
  });

  it('loads the first banner at once with high priority and the others lazily', async () => {
    const transport = new FakeTransport().on('announcements', {
      banners: [banner(1, 'URL', '/help'), banner(2), banner(3)],
    });
    const { root } = mount(<BannerCarousel />, transport);
    await root.announcements.load();
    const first = await screen.findAllByAltText('Banner 1');
    expect(first[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(first[0]?.getAttribute('loading')).toBeNull();
    expect(first[0]?.closest('a')?.getAttribute('href')).toBe('/help');
    const third = await screen.findAllByAltText('Banner 3', {}, { timeout: 5000 });
    expect(third[0]?.getAttribute('loading')).toBe('lazy');
    expect(third[0]?.getAttribute('fetchpriority')).toBeNull();
  });
});

describe('HomeFigures', () => {
  it('shows nothing when the platform reports no jackpot and no wins', async () => {
    const transport = new FakeTransport()
      .on('getJackpot', { amount: 0 })
      .on('getWinnerBoard', { list: [] });
    const { root } = mount(<HomeFigures />, transport);
    await root.home.loadFigures();
    expect(screen.queryByTestId('winners')).toBeNull();
    expect(screen.queryByTestId('jackpot')).toBeNull();
  });

  it('shows the reported wins', async () => {
    const list = Array.from({ length: 7 }, (_, i) => ({
      customerName: `p***${i}`,
      winAmount: 12.5 + i,
      gameName: 'Lucky Seven',
      gameId: i,
    }));
    const transport = new FakeTransport().on('getWinnerBoard', { list });
    const { root } = mount(<HomeFigures />, transport);
    await root.home.loadFigures();
    await waitFor(() => expect(screen.getByTestId('winners')).toBeTruthy());
    expect(screen.getByTestId('winners').textContent).toContain('p***0 won 12.50 on Lucky Seven');
  });
});

describe('NoticeModal', () => {
  it('opens at the chosen notice on its own page, seven titles to a page', async () => {
    const notices = Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      title: `Notice ${i + 1}`,
      content: `<p>Body ${i + 1}</p>`,
      timestamp: 0,
    }));
    const { root } = testRoot();
    root.announcements.seed({ banners: [], notices });
    renderWithStores(<NoticeModal initialId={109} onClose={() => undefined} />, { root });
    const titles = () =>
      screen
        .getAllByRole('button', { pressed: undefined })
        .filter((b) => b.hasAttribute('aria-pressed'));
    expect(titles().map((b) => b.textContent)).toEqual(['Notice 8', 'Notice 9', 'Notice 10']);
    expect(screen.getByRole('heading', { name: 'Notice 10' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(titles()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('HomeSections', () => {
  it('holds the hot section with busy placeholders, fills it, and leaves it out when the call fails', async () => {
    const transport = new FakeTransport().on('gameHot', {
      list: [{ nodeId: 1, displayName: 'Hot One', isHot: 1 }],
    });
    const { root } = mount(<HomeSections />, transport);
    const hot = () => document.querySelector('[data-section="HOT"]');
    expect(hot()?.getAttribute('aria-busy')).toBe('true');
    expect(hot()?.querySelectorAll('.skeleton-card')).toHaveLength(12);
    expect(hot()?.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');

    await root.home.loadHot();
    await waitFor(() => expect(hot()?.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('article', { name: 'Hot One' })).toBeTruthy();

    transport.on('gameHot', () => {
      throw new Error('down');
    });
    await root.home.loadHot();
    await waitFor(() => expect(hot()).toBeNull());
  });
});
