import { describe, expect, it } from 'vitest';
import { FakeTransport } from './fakeTransport';
import { MemoryStorage } from './memoryStorage';
import { MEMBER_INFO, testRoot } from './testRoot';

const MINUTE = 60_000;

function signedIn(balance: () => number, local = new MemoryStorage()) {
  const transport = new FakeTransport()
    .on('mbInfo', MEMBER_INFO)
    .on('balance', () => ({ balance: balance(), currencySymbol: '$' }))
    .on('unreadMessage', 0);
  return testRoot({ signedIn: true, transport, local });
}

describe('RealityCheckStore', () => {
  it('shows the dialog after 60 minutes by default with session length and net change', async () => {
    let balance = 100;
    const { root } = signedIn(() => balance);
    await root.user.load();
    const start = root.realityCheck.startedAt ?? 0;
    balance = 62.5;
    await root.user.refreshBalance();

    root.realityCheck.tick(start + 59 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(false);
    root.realityCheck.tick(start + 60 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(true);
    expect(root.realityCheck.sessionMinutes).toBe(60);
    expect(root.realityCheck.netChange).toBe(-37.5);

    root.realityCheck.acknowledge();
    root.realityCheck.tick(start + 90 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(false);
    root.realityCheck.tick(start + 120 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(true);
  });

  it('follows the interval the player chose and never shows when switched off', async () => {
    const local = new MemoryStorage();
    const { root } = signedIn(() => 10, local);
    await root.user.load();
    const start = root.realityCheck.startedAt ?? 0;
    root.realityCheck.setInterval(15, start);
    root.realityCheck.tick(start + 15 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(true);
    root.realityCheck.acknowledge();

    root.realityCheck.setInterval(0, start + 16 * MINUTE);
    root.realityCheck.tick(start + 600 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(false);
    expect(local.getItem('realityCheckMinutes')).toBe('0');
  });

  it('stops counting at sign-out', async () => {
    const transport = new FakeTransport()
      .on('mbInfo', MEMBER_INFO)
      .on('balance', { balance: 5, currencySymbol: '$' })
      .on('unreadMessage', 0)
      .on('logout', null);
    const { root } = testRoot({ signedIn: true, transport });
    await root.user.load();
    await root.signOut();
    expect(root.realityCheck.startedAt).toBeNull();
    root.realityCheck.tick(Date.now() + 1000 * MINUTE);
    expect(root.dialogs.mayShow('realityCheck')).toBe(false);
  });
});
