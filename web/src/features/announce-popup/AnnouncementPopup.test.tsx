import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { AnnouncementPopup } from './AnnouncementPopup';
import { itemsOnPage, pageCount, pageNumbers } from './paging';

afterEach(cleanup);

function mount(ui: React.ReactNode, transport: FakeTransport) {
  const { root, session } = testRoot({ transport });
  renderWithStores(ui, { root });
  return { root, session };
}

describe('AnnouncementPopup', () => {
  it('renders operator markup without its script and stays closed once closed', async () => {
    const hostile = {
      popup: [
        {
          id: 1,
          title: 'Hello',
          content: '<p>Safe text</p><img src="x" onerror="window.__pwned = 1"><script>1</script>',
          execution: 'B',
        },
      ],
    };
    const transport = new FakeTransport().on('announcements', hostile);
    const { root, session } = mount(<AnnouncementPopup />, transport);
    await root.announcements.loadPopups();
    // DOMPurify is fetched on first use: a generous wait on a loaded machine.
    const text = await screen.findByText('Safe text', undefined, { timeout: 10_000 });
    const dialog = text.closest('[data-modal="publicModal"]');
    expect(dialog?.innerHTML).not.toContain('onerror');
    expect(dialog?.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('[data-modal="publicModal"]')).toBeNull();
    expect(session.getItem('ANONYMOUS_POPUP')).not.toBeNull();
  });
});

describe('AnnouncementPopup rendered with the first screen', () => {
  it('shows the text the gateway cleaned as it is, at once, and asks the platform nothing', async () => {
    const transport = new FakeTransport();
    const { root } = testRoot({ transport });
    root.announcements.seedPopups([
      {
        id: 7,
        title: 'Hello',
        content: '<p>Cleaned <b>text</b></p>',
        promotionType: '',
        execution: 'B',
      },
    ]);
    renderWithStores(<AnnouncementPopup />, { root });
    // In the same render: no sanitiser to wait for, no placeholder.
    expect(screen.getByText('text').tagName).toBe('B');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await root.announcements.loadPopups();
    expect(transport.calls.filter((c) => c.name === 'announcements')).toHaveLength(0);
    expect(root.announcements.popupOpen).toBe(true);
  });
});

describe('AnnouncementPopup’s list of titles', () => {
  const popup = (id: number, title: string) => ({
    id,
    title,
    content: `<p>About ${title}</p>`,
    promotionType: '',
    execution: 'B',
  });

  it('is left out for a single announcement, whose heading alone names it', () => {
    const { root } = testRoot();
    root.announcements.seedPopups([popup(1, 'Welcome')]);
    renderWithStores(<AnnouncementPopup />, { root });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByText('Welcome')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('lists every title when there are two, the first one shown', () => {
    const { root } = testRoot();
    root.announcements.seedPopups([popup(1, 'Welcome'), popup(2, 'Maintenance')]);
    renderWithStores(<AnnouncementPopup />, { root });
    const list = screen.getByRole('navigation');
    expect(list.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Maintenance' }));
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeTruthy();
  });
});

describe('the announcement popup’s pager', () => {
  it('pages titles nine at a time with at most five page numbers', () => {
    const titles = Array.from({ length: 60 }, (_, i) => `P${i + 1}`);
    expect(pageCount(titles.length)).toBe(7);
    expect(itemsOnPage(titles, 1)).toHaveLength(9);
    expect(pageNumbers(1, titles.length)).toEqual([1, 2, 3, 4, 5]);
    expect(itemsOnPage(titles, 7)).toEqual(['P55', 'P56', 'P57', 'P58', 'P59', 'P60']);
    expect(pageNumbers(7, titles.length)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(4, titles.length)).toEqual([2, 3, 4, 5, 6]);
    expect(itemsOnPage(titles, 9)).toEqual(itemsOnPage(titles, 7));
  });

  it('shows the first title of a page chosen in the pager', async () => {
    const { root } = testRoot();
    root.announcements.seedPopups(
      Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        title: `Title ${i + 1}`,
        content: `<p>Body ${i + 1}</p>`,
        promotionType: '',
        execution: 'B',
      })),
    );
    renderWithStores(<AnnouncementPopup />, { root });
    expect(screen.getByText('Body 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByRole('heading', { name: 'Title 10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Title 10' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
