import { describe, expect, it } from 'vitest';
import { FakeTransport } from './fakeTransport';
import { MEMBER_INFO, testRoot } from './testRoot';

function memberTransport(type = 0) {
  return new FakeTransport()
    .on('mbInfo', { ...MEMBER_INFO, type })
    .on('balance', { balance: 1234.5, currencySymbol: '฿' })
    .on('unreadMessage', 3);
}

describe('UserStore', () => {
  it('loads who is signed in, the balance with two decimals and the unread count', async () => {
    const { root } = testRoot({ signedIn: true, transport: memberTransport() });
    await root.user.load();
    expect(root.user.info?.account).toBe('player1');
    expect(root.user.formattedBalance).toBe('1,234.50');
    expect(root.user.currencySymbol).toBe('฿');
    expect(root.user.unreadMessages).toBe(3);
    expect(root.user.info?.vipLabelName).toBe('Silver');
  });

  it("takes the avatar picture from the platform's avatar call", async () => {
    const transport = memberTransport().on('icon', { url: '/wps/static/avatar/avatar-2.svg' });
    const { root } = testRoot({ signedIn: true, transport });
    await root.user.load();
    expect(root.user.avatarUrl).toBe('/wps/static/avatar/avatar-2.svg');
  });

  it('leaves no avatar address, and no error, when the avatar call fails', async () => {
    const { root } = testRoot({ signedIn: true, transport: memberTransport() });
    await root.user.load();
    expect(root.user.avatarUrl).toBe('');
    expect(root.user.errorKey).toBeNull();
  });

  it('does not ask for the inbox of a trial account', async () => {
    const transport = memberTransport(4);
    const { root } = testRoot({ signedIn: true, transport });
    await root.user.load();
    expect(transport.calls.map((c) => c.name)).not.toContain('unreadMessage');
    expect(root.user.unreadMessages).toBe(0);
  });

  it('asks nothing when nobody is signed in', async () => {
    const transport = memberTransport();
    const { root } = testRoot({ transport });
    await root.user.load();
    expect(transport.calls).toHaveLength(0);
  });

  it('keeps the message key when the member call fails', async () => {
    const { root } = testRoot({ signedIn: true, transport: new FakeTransport() });
    await root.user.load();
    expect(root.user.errorKey).toBe('network_error');
    expect(root.session.accountKnown).toBe(false);
  });

  it('asks for the balance while the member details are still on their way', async () => {
    let answerInfo: (value: unknown) => void = () => undefined;
    const transport = memberTransport().on(
      'mbInfo',
      () => new Promise((resolve) => (answerInfo = resolve)),
    );
    const { root } = testRoot({ signedIn: true, transport });
    const loaded = root.user.load();
    await expect.poll(() => transport.calls.map((c) => c.name)).toContain('balance');
    expect(root.user.info).toBeNull();
    answerInfo(MEMBER_INFO);
    await loaded;
    expect(root.user.info?.account).toBe('player1');
    expect(root.user.formattedBalance).toBe('1,234.50');
  });

  it('loads the header figures once per session, however often it is asked', async () => {
    const transport = memberTransport();
    const { root } = testRoot({ signedIn: true, transport });
    await Promise.all([root.user.ensureLoaded(), root.user.ensureLoaded()]);
    await root.user.ensureLoaded();
    const names = transport.calls.map((c) => c.name);
    expect(names.filter((n) => n === 'balance')).toHaveLength(1);
    expect(names.filter((n) => n === 'mbInfo')).toHaveLength(1);
    expect(names.filter((n) => n === 'unreadMessage')).toHaveLength(1);

    // A new session (signed in again) loads its own.
    root.session.signIn();
    await root.user.ensureLoaded();
    expect(transport.calls.filter((c) => c.name === 'mbInfo')).toHaveLength(2);
  });

  it('takes what the gateway rendered the page with as the session’s load, asking nothing again', async () => {
    const transport = memberTransport();
    const server = testRoot({ signedIn: true, transport });
    await server.root.user.load();
    const snapshot = server.root.user.snapshot;
    expect(snapshot).toMatchObject({ info: { account: 'player1' }, balance: 1234.5 });

    const browserTransport = memberTransport();
    const { root } = testRoot({ signedIn: true, transport: browserTransport });
    if (snapshot) root.user.seed(snapshot);
    await root.user.ensureLoaded();
    expect(browserTransport.calls).toHaveLength(0);
    expect(root.user.formattedBalance).toBe('1,234.50');
    expect(root.user.unreadMessages).toBe(3);
    expect(root.session.accountKnown).toBe(true);
    // A new session is a new load.
    root.session.signIn();
    await root.user.ensureLoaded();
    expect(browserTransport.calls.map((c) => c.name)).toContain('mbInfo');
  });
});
