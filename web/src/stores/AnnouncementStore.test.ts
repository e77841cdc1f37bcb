import { describe, expect, it } from 'vitest';
import { FakeTransport } from './fakeTransport';
import { testRoot } from './testRoot';

const notices = Array.from({ length: 10 }, (_, i) => ({
  id: 100 + i,
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p>`,
  timestamp: 0,
}));

function content() {
  return {
    banners: [
      { id: 1, groupName: 'w_home', title: 'Home', url: '/b1.png' },
      { id: 2, groupName: 'w_login', title: 'Login', url: '/b2.png' },
    ],
    player: notices,
  };
}

describe('AnnouncementStore', () => {
  it('reads the public announcements and keeps only the home banners for home', async () => {
    const transport = new FakeTransport().on('announcements', content);
    const { root } = testRoot({ transport });
    await root.announcements.load();
    expect(transport.calls[transport.calls.length - 1]?.payload).toMatchObject({
      execution: 'B',
      language: 'EN',
    });
    expect(root.announcements.homeBanners.map((b) => b.title)).toEqual(['Home']);
  });

  it('pages notices 7 at a time and opens a notice on its own page', async () => {
    const { root } = testRoot({ transport: new FakeTransport().on('announcements', content) });
    await root.announcements.load();
    expect(root.announcements.noticePages).toBe(2);
    expect(root.announcements.noticesOnPage).toHaveLength(7);
    root.announcements.selectNotice(109);
    expect(root.announcements.noticePage).toBe(2);
    expect(root.announcements.noticesOnPage.map((n) => n.id)).toEqual([107, 108, 109]);
    expect(root.announcements.selectedNotice?.title).toBe('Notice 10');
    root.announcements.showNoticePage(5);
    expect(root.announcements.noticePage).toBe(2);
  });

  it('reloads in the new language once loaded', async () => {
    const transport = new FakeTransport().on('announcements', content);
    const { root } = testRoot({ transport });
    await root.announcements.load();
    await root.language.choose('KM');
    await Promise.resolve();
    expect(transport.calls.filter((c) => c.name === 'announcements').at(-1)?.payload).toMatchObject(
      { language: 'KM' },
    );
  });
});
