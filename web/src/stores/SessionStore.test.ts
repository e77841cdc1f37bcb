import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { FakeSessionTabs } from './fakeSessionChannel';
import { FakeTransport } from './fakeTransport';
import { MemoryStorage } from './memoryStorage';
import { RootStore } from './RootStore';
import { hasSignedInMark } from './SessionStore';
import { MEMBER_INFO, testRoot } from './testRoot';

const member = () =>
  new FakeTransport()
    .on('mbInfo', MEMBER_INFO)
    .on('balance', { balance: 10, currencySymbol: '$' })
    .on('unreadMessage', 0)
    .on('logout', null);

/** Every value a storage holds, to look for a token in. */
const contents = (storage: Storage) =>
  Array.from(
    { length: storage.length },
    (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
  );

describe('SessionStore', () => {
  afterEach(() => {
    document.cookie = 'ph_signed_in=; Path=/; Max-Age=0';
  });

  it('starts signed in when told so, and otherwise from the gateway’s mark', () => {
    expect(testRoot({ signedIn: true }).root.session.isLogin).toBe(true);
    expect(testRoot().root.session.isLogin).toBe(false);
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    expect(new RootStore(new FakeTransport(), storages).session.isLogin).toBe(false);
    document.cookie = 'ph_signed_in=1; Path=/';
    expect(new RootStore(new FakeTransport(), storages).session.isLogin).toBe(true);
  });

  it('reads the mark among other cookies, and nothing else as the mark', () => {
    expect(hasSignedInMark('lang=EN; ph_signed_in=1; theme=dark')).toBe(true);
    expect(hasSignedInMark('ph_signed_in=1')).toBe(true);
    expect(hasSignedInMark('')).toBe(false);
    expect(hasSignedInMark('ph_signed_in=0')).toBe(false);
    expect(hasSignedInMark('x_ph_signed_in=1')).toBe(false);
  });

  it('holds no token: nothing in storage or in the store after a sign-in', async () => {
    // An answer still carrying a token (an older gateway) must not put it anywhere either.
    const transport = member().on('login', { token: 'tok-secret', firstTimeLogin: false });
    const { root, session, local } = testRoot({ transport });
    expect(await root.authFlow.login('player1', 'Player123')).toBe(true);
    await root.user.ensureLoaded();
    expect(root.session.isLogin).toBe(true);
    expect(root.user.info?.account).toBe('player1');
    expect([...contents(session), ...contents(local)].join('\n')).not.toMatch(/tok-secret|token/);
    expect(Object.keys(root.session)).not.toContain('token');
    expect(JSON.stringify(root.session)).not.toContain('tok-secret');
  });

  it.each([
    [1, true],
    [2, true],
    [41, true],
    [42, true],
    [0, false],
    [4, false],
  ])('account type %i is an agent: %s', async (type, agent) => {
    const transport = new FakeTransport()
      .on('mbInfo', { ...MEMBER_INFO, type })
      .on('balance', { balance: 10, currencySymbol: '$' })
      .on('unreadMessage', 0);
    const { root } = testRoot({ signedIn: true, transport });
    expect(root.session.accountKnown).toBe(false);
    await root.user.load();
    expect(root.session.accountKnown).toBe(true);
    expect(root.session.isAgent).toBe(agent);
    expect(root.session.isTrial).toBe(type === 4);
  });

  it('remembers in the tab what the member info said, for the next page load of that tab', async () => {
    const transport = new FakeTransport()
      .on('mbInfo', { ...MEMBER_INFO, type: 1 })
      .on('balance', { balance: 10, currencySymbol: '$' })
      .on('unreadMessage', 0);
    const session = new MemoryStorage();
    const first = testRoot({ signedIn: true, transport, session }).root;
    expect(first.session.wasAgent).toBe(false);
    await first.user.load();

    // The tab reloads: the type is known to have been an agent's, not yet that it still is.
    const reloaded = testRoot({ signedIn: true, transport, session }).root.session;
    expect(reloaded.wasAgent).toBe(true);
    expect(reloaded.isAgent).toBe(false);
    expect(reloaded.accountKnown).toBe(false);

    // Another sign-in in the tab starts with nothing remembered; so does a signed-out tab.
    reloaded.signIn();
    expect(reloaded.wasAgent).toBe(false);
    expect(testRoot({ transport, session }).root.session.wasAgent).toBe(false);
  });

  it('remembers nothing once signed out', async () => {
    const transport = new FakeTransport()
      .on('mbInfo', { ...MEMBER_INFO, type: 2 })
      .on('balance', { balance: 10, currencySymbol: '$' })
      .on('unreadMessage', 0)
      .on('logout', null);
    const session = new MemoryStorage();
    const { root } = testRoot({ signedIn: true, transport, session });
    await root.user.load();
    await root.session.signOut();
    // The next load of the tab finds a session again (someone signed in in another tab).
    expect(testRoot({ signedIn: true, transport, session }).root.session.wasAgent).toBe(false);
  });

  it('signs out on the platform, clears the session storage but keeps the merchant', async () => {
    const transport = new FakeTransport().on('logout', null);
    const session = new MemoryStorage();
    session.setItem('merchant', 'M1');
    session.setItem('merchantCode', 'M1');
    session.setItem('USER_POPUP', '1');
    const { root } = testRoot({ signedIn: true, transport, session });
    await root.signOut();
    expect(transport.calls.map((c) => c.name)).toEqual(['logout']);
    expect(root.session.isLogin).toBe(false);
    expect(session.getItem('USER_POPUP')).toBeNull();
    expect(session.getItem('merchant')).toBe('M1');
    expect(session.getItem('merchantCode')).toBe('M1');
  });

  it('signs out locally even when the platform has already ended the session', async () => {
    const transport = new FakeTransport().on('logout', () => {
      throw new ApiError('session-expired', 'please_login_first', 401);
    });
    const { root } = testRoot({ signedIn: true, transport });
    await root.signOut();
    expect(root.session.isLogin).toBe(false);
  });

  it('forgets an expired session and opens the login popup', () => {
    const { root } = testRoot({ signedIn: true });
    root.sessionExpired();
    expect(root.session.isLogin).toBe(false);
    expect(root.ui.isOpen('login')).toBe(true);
  });

  it('leaves a `?token=` in the address alone: the gateway exchanged it before the page came', () => {
    window.history.replaceState(null, '', '/lottery?gameCode=SSC&token=secret#x');
    const { root, session } = testRoot();
    expect(root.session.isLogin).toBe(false);
    expect(contents(session).join('\n')).not.toContain('secret');
    window.history.replaceState(null, '', '/');
  });
});

describe('SessionStore across the tabs of one browser', () => {
  function twoTabs(transports: [FakeTransport, FakeTransport] = [member(), member()]) {
    const tabs = new FakeSessionTabs();
    const a = testRoot({ signedIn: true, transport: transports[0], sessionChannel: tabs.tab() });
    const b = testRoot({ signedIn: true, transport: transports[1], sessionChannel: tabs.tab() });
    return { tabs, a, b };
  }

  it('signs every other tab out at once when one signs out, and clears what they held', async () => {
    const { tabs, a, b } = twoTabs();
    await b.root.user.ensureLoaded();
    b.session.setItem('USER_POPUP', '1');
    b.session.setItem('merchant', 'M1');
    await a.root.signOut();
    expect(tabs.posted).toEqual([{ from: 0, message: { type: 'signed-out' } }]);
    expect(b.root.session.isLogin).toBe(false);
    expect(b.root.user.info).toBeNull();
    expect(b.session.getItem('USER_POPUP')).toBeNull();
    expect(b.session.getItem('merchant')).toBe('M1');
    // The other tab says nothing back, asks nothing and offers no sign-in of its own.
    expect(b.transport.calls.filter((c) => c.name === 'logout')).toHaveLength(0);
    expect(b.root.ui.isOpen('login')).toBe(false);
  });

  it('tells the other tabs when the platform ended the session, or the member did', () => {
    const { tabs, a, b } = twoTabs();
    a.root.sessionExpired();
    expect(a.root.ui.isOpen('login')).toBe(true);
    expect(b.root.session.isLogin).toBe(false);
    expect(tabs.posted.map((p) => p.message.type)).toEqual(['signed-out']);

    const next = twoTabs();
    next.a.root.sessionEndedWith({ ns: 'limits', key: 'cool_off_started' });
    expect(next.b.root.session.isLogin).toBe(false);
  });

  it('forgets a session on the word of another tab without passing the word on', () => {
    const { tabs, a, b } = twoTabs();
    a.root.session.forget();
    expect(b.root.session.isLogin).toBe(false);
    // Forgetting again, with nothing to forget, tells nobody.
    b.root.session.forget();
    a.root.session.forget();
    expect(tabs.posted).toHaveLength(1);
  });

  it('signs a signed-out tab in when another signs in, and loads its member', async () => {
    const tabs = new FakeSessionTabs();
    const a = testRoot({ transport: member().on('login', {}), sessionChannel: tabs.tab() });
    const b = testRoot({ transport: member(), sessionChannel: tabs.tab() });
    expect(await a.root.authFlow.login('player1', 'Player123')).toBe(true);
    expect(tabs.posted).toEqual([{ from: 0, message: { type: 'signed-in' } }]);
    expect(b.root.session.isLogin).toBe(true);
    await b.root.user.ensureLoaded();
    expect(b.root.user.info?.account).toBe('player1');
    expect(b.transport.calls.filter((c) => c.name === 'mbInfo')).toHaveLength(1);
  });

  it('starts a signed-in tab afresh when another tab signs in anew', async () => {
    const { a, b } = twoTabs();
    await b.root.user.ensureLoaded();
    const before = b.root.session.generation;
    a.root.session.signIn();
    expect(b.root.session.generation).toBeGreaterThan(before);
    await b.root.user.ensureLoaded();
    expect(b.transport.calls.filter((c) => c.name === 'mbInfo')).toHaveLength(2);
  });
});
