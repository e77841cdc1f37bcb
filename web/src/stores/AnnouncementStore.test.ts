import { describe, expect, it } from 'vitest';
import { ANONYMOUS_POPUP, USER_POPUP } from './AnnouncementStore';
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

/** Popups by execution, as the platform answers each audience's call. */
function popupsBy(payload?: Record<string, unknown>) {
  const execution = String(payload?.execution);
  return {
    popup: [
      { id: execution.charCodeAt(0), title: `Popup ${execution}`, content: '<p>x</p>', execution },
    ],
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnnouncementStore announcement popup', () => {
  it('shows a visitor the B popup once per session: closed, it stays closed', async () => {
    const transport = new FakeTransport().on('announcements', popupsBy);
    const { root, session } = testRoot({ transport });
    await root.announcements.loadPopups();
    expect(root.announcements.popupOpen).toBe(true);
    expect(root.announcements.popups[0]?.title).toBe('Popup B');
    expect(transport.calls.at(-1)?.payload).toMatchObject({ types: 'H', execution: 'B' });

    root.announcements.closePopup();
    expect(session.getItem(ANONYMOUS_POPUP)).not.toBeNull();
    const asked = transport.calls.length;
    await root.announcements.loadPopups();
    expect(root.announcements.popupOpen).toBe(false);
    expect(transport.calls.length).toBe(asked);
  });

  it('shows a member A, and F too on the first sign-in, after the visitor closed theirs', async () => {
    const transport = new FakeTransport().on('announcements', popupsBy).on('notice', popupsBy);
    const { root, session } = testRoot({ transport });
    await root.announcements.loadPopups();
    root.announcements.closePopup();

    root.session.signIn(true);
    await flush();
    expect(root.announcements.popupOpen).toBe(true);
    const memberCalls = transport.calls.filter((c) => c.name === 'notice');
    expect(memberCalls.map((c) => c.payload?.execution).sort()).toEqual(['A', 'F']);
    expect(root.announcements.popups.map((p) => p.title).sort()).toEqual(['Popup A', 'Popup F']);

    root.announcements.closePopup();
    expect(session.getItem(USER_POPUP)).not.toBeNull();
    expect(session.getItem(ANONYMOUS_POPUP)).not.toBeNull();
  });

  it('asks a returning member for A only, and not at all once USER_POPUP is set', async () => {
    const transport = new FakeTransport().on('notice', popupsBy);
    const { root } = testRoot({ transport, signedIn: true });
    await root.announcements.loadPopups();
    expect(transport.calls.map((c) => c.payload?.execution)).toEqual(['A']);

    const marked = testRoot({
      transport: new FakeTransport().on('notice', popupsBy),
      signedIn: true,
    });
    marked.session.setItem(USER_POPUP, '1');
    await marked.root.announcements.loadPopups();
    expect(marked.root.announcements.popupOpen).toBe(false);
    expect(marked.transport.calls).toHaveLength(0);
  });

  it('reloads an open popup in the new language', async () => {
    const transport = new FakeTransport().on('announcements', popupsBy);
    const { root } = testRoot({ transport });
    await root.announcements.loadPopups();
    await root.language.choose('KM');
    await flush();
    const popupCalls = transport.calls.filter((c) => c.payload?.types === 'H');
    expect(popupCalls.map((c) => c.payload?.language)).toEqual(['EN', 'KM']);
    expect(root.announcements.popupOpen).toBe(true);
  });

  it('stays closed when there is nothing to announce or the call fails', async () => {
    const empty = testRoot({ transport: new FakeTransport().on('announcements', { popup: [] }) });
    await empty.root.announcements.loadPopups();
    expect(empty.root.announcements.popupOpen).toBe(false);

    const failing = testRoot({ transport: new FakeTransport() });
    await failing.root.announcements.loadPopups();
    expect(failing.root.announcements.popupOpen).toBe(false);
  });
});

describe('AnnouncementStore and the gateway’s copy of the visitors’ mark', () => {
  const cookie = () => /(?:^|; )ANONYMOUS_POPUP=1(?:;|$)/.test(document.cookie);
  const clearCookie = () => (document.cookie = 'ANONYMOUS_POPUP=; Path=/; Max-Age=0');

  it('keeps a session cookie while the visitors’ popup is closed or a member is signed in', async () => {
    clearCookie();
    const transport = new FakeTransport().on('announcements', popupsBy).on('notice', popupsBy);
    const { root } = testRoot({ transport });
    await root.announcements.loadPopups();
    expect(cookie()).toBe(false);
    root.announcements.closePopup();
    // What the gateway reads to leave the popup out of the next page it renders.
    expect(cookie()).toBe(true);

    clearCookie();
    root.session.signIn();
    await flush();
    expect(cookie()).toBe(true);
    // Signing out clears the session storage: the visitors' popup is due again, on the server too.
    root.session.forget();
    await flush();
    expect(cookie()).toBe(false);
  });

  it('puts the cookie back at start when this tab has the mark but the cookie went', () => {
    clearCookie();
    const { root, session } = testRoot();
    expect(root.announcements.isAnonymousPopupClosed()).toBe(false);
    session.setItem(ANONYMOUS_POPUP, '1');
    testRoot({ session });
    expect(cookie()).toBe(true);
    clearCookie();
  });

  it('opens with the popups the gateway rendered and reloads them on a language change', async () => {
    const transport = new FakeTransport().on('announcements', popupsBy);
    const { root } = testRoot({ transport });
    root.announcements.seedPopups([
      { id: 9, title: 'Rendered', content: '<p>y</p>', promotionType: '', execution: 'B' },
    ]);
    expect(root.announcements.popupOpen).toBe(true);
    expect(root.announcements.popupsCleaned).toBe(true);
    await root.announcements.loadPopups();
    expect(transport.calls).toHaveLength(0);

    await root.language.choose('KM');
    await flush();
    expect(transport.calls.filter((c) => c.name === 'announcements').at(-1)?.payload).toMatchObject(
      { types: 'H', language: 'KM' },
    );
    // Fresh from the platform: cleaned in the browser again.
    expect(root.announcements.popupsCleaned).toBe(false);
  });

  it('does not open rendered popups this tab has already closed', () => {
    const { root, session } = testRoot();
    session.setItem(ANONYMOUS_POPUP, '1');
    root.announcements.seedPopups([
      { id: 9, title: 'Rendered', content: '<p>y</p>', promotionType: '', execution: 'B' },
    ]);
    expect(root.announcements.popupOpen).toBe(false);
  });
});
