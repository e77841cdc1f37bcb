import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { FakeTransport } from './fakeTransport';
import { MemoryStorage } from './memoryStorage';
import { takeTokenFromAddress } from './SessionStore';
import { MEMBER_INFO, testRoot } from './testRoot';

describe('SessionStore', () => {
  it('is signed in when the session storage holds a token', () => {
    expect(testRoot({ token: 'abc' }).root.session.isLogin).toBe(true);
    expect(testRoot().root.session.isLogin).toBe(false);
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
    const { root } = testRoot({ token: 't', transport });
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
    const first = testRoot({ token: 't', transport, session }).root;
    expect(first.session.wasAgent).toBe(false);
    await first.user.load();

    // The tab reloads: the type is known to have been an agent's, not yet that it still is.
    const reloaded = testRoot({ transport, session }).root.session;
    expect(reloaded.wasAgent).toBe(true);
    expect(reloaded.isAgent).toBe(false);
    expect(reloaded.accountKnown).toBe(false);

    // Another sign-in in the tab starts with nothing remembered; so does a signed-out tab.
    reloaded.signIn('u');
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
    const { root } = testRoot({ token: 't', transport, session });
    await root.user.load();
    await root.session.signOut();
    session.setItem('token', 'someone-else');
    expect(testRoot({ transport, session }).root.session.wasAgent).toBe(false);
  });

  it('signs out on the platform, clears the session storage but keeps the merchant', async () => {
    const transport = new FakeTransport().on('logout', null);
    const session = new MemoryStorage();
    session.setItem('merchant', 'M1');
    session.setItem('merchantCode', 'M1');
    session.setItem('USER_POPUP', '1');
    const { root } = testRoot({ token: 'tok', transport, session });
    await root.signOut();
    expect(transport.calls.map((c) => c.name)).toEqual(['logout']);
    expect(root.session.isLogin).toBe(false);
    expect(session.getItem('token')).toBeNull();
    expect(session.getItem('USER_POPUP')).toBeNull();
    expect(session.getItem('merchant')).toBe('M1');
    expect(session.getItem('merchantCode')).toBe('M1');
  });

  it('signs out locally even when the platform has already ended the session', async () => {
    const transport = new FakeTransport().on('logout', () => {
      throw new ApiError('session-expired', 'please_login_first', 401);
    });
    const { root } = testRoot({ token: 'tok', transport });
    await root.signOut();
    expect(root.session.isLogin).toBe(false);
  });

  it('forgets an expired session and opens the login popup', () => {
    const { root } = testRoot({ token: 'tok' });
    root.sessionExpired();
    expect(root.session.isLogin).toBe(false);
    expect(root.ui.isOpen('login')).toBe(true);
  });

  it('takes a ?token= from the start-up address and removes it from the address', () => {
    window.history.replaceState(null, '', '/lottery?gameCode=SSC&token=secret#x');
    const token = takeTokenFromAddress(window.location, window.history);
    expect(token).toBe('secret');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/lottery?gameCode=SSC#x',
    );
    expect(takeTokenFromAddress(window.location, window.history)).toBeNull();
  });
});
