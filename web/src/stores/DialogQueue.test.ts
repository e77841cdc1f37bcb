import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { DIALOG_PRIORITY, DialogQueue, type QueuedDialog } from './DialogQueue';
import { testRoot } from './testRoot';

describe('DialogQueue', () => {
  it('shows nothing while nothing is wanted', () => {
    const queue = new DialogQueue();
    expect(queue.current).toBeNull();
    expect(queue.mayShow('announcement')).toBe(false);
  });

  it('keeps an announcement waiting behind a contract offer, and shows it once the offer is answered', () => {
    const popupOpen = observable.box(true);
    const queue = new DialogQueue({ announcement: () => popupOpen.get() });
    queue.request('contract');
    expect(queue.mayShow('contract')).toBe(true);
    expect(queue.mayShow('announcement')).toBe(false);
    expect(queue.waiting).toEqual(['announcement']);

    queue.release('contract');
    expect(queue.mayShow('announcement')).toBe(true);
    expect(queue.waiting).toEqual([]);
  });

  it('puts a shown dialog back in line when a higher one arrives, and brings it back after', () => {
    const forcedChange = observable.box(false);
    const queue = new DialogQueue({ account: () => forcedChange.get() });
    queue.request('announcement');
    const shown: (QueuedDialog | null)[] = [];
    const stop = autorun(() => shown.push(queue.current));

    runInAction(() => forcedChange.set(true));
    queue.request('contract');
    runInAction(() => forcedChange.set(false));
    queue.release('contract');
    queue.release('announcement');
    stop();

    // Never two at once, always the highest wanted, each lower one in turn.
    expect(shown).toEqual(['announcement', 'account', 'contract', 'announcement', null]);
  });

  it('shows dialogs wanted at once one after another: account, withdrawal, contract, reality check, announcement', () => {
    const queue = new DialogQueue();
    for (const dialog of [...DIALOG_PRIORITY].reverse()) queue.request(dialog);
    const order: (QueuedDialog | null)[] = [];
    while (queue.current !== null) {
      const shown = queue.current;
      order.push(shown);
      queue.release(shown);
    }
    expect(order).toEqual([
      'account',
      'withdrawal',
      'contract',
      'realityCheck',
      'raffle',
      'reward',
      'announcement',
    ]);
  });

  it('leaves a shown dialog on screen when a higher one arrives, unless it is an account step', () => {
    const queue = new DialogQueue();
    queue.request('contract');
    queue.request('withdrawal');
    // The contract dialog the agent is filling in keeps the screen; the receipt waits for it.
    expect(queue.current).toBe('contract');
    queue.release('contract');
    expect(queue.current).toBe('withdrawal');

    const fresh = new DialogQueue();
    fresh.request('announcement');
    fresh.request('withdrawal');
    expect(fresh.current).toBe('announcement');
    expect(fresh.waiting).toEqual(['withdrawal']);
    fresh.request('account');
    expect(fresh.current).toBe('account');
    fresh.release('account');
    // Back in line, the higher one goes first.
    expect(fresh.current).toBe('withdrawal');
  });

  it('waits while a modal is on screen: one the player opened, or the last dialog until it has gone', () => {
    const queue = new DialogQueue();
    queue.shown('red envelopes');
    queue.request('withdrawal');
    expect(queue.current).toBeNull();
    expect(queue.waiting).toEqual(['withdrawal']);

    queue.hidden('red envelopes');
    expect(queue.mayShow('withdrawal')).toBe(true);
    queue.shown('receipt');
    // A dialog arriving while this one is up waits, and a player's modal on top changes nothing.
    queue.request('announcement');
    queue.shown('proof picture');
    expect(queue.mayShow('withdrawal')).toBe(true);
    queue.hidden('proof picture');

    queue.release('withdrawal');
    // Not on top of the closing receipt dialog: its modal must be gone first.
    expect(queue.current).toBeNull();
    queue.hidden('receipt');
    expect(queue.current).toBe('announcement');
  });

  it('lets an account step through whatever is on screen', () => {
    const queue = new DialogQueue();
    queue.shown('game tables');
    queue.request('account');
    expect(queue.current).toBe('account');
  });

  it('asks once however often the same dialog is requested', () => {
    const queue = new DialogQueue();
    queue.request('contract');
    queue.request('contract');
    queue.release('contract');
    expect(queue.current).toBeNull();
  });
});

describe('the site’s dialog queue', () => {
  it('holds the announcement popup behind a forced password change', () => {
    const { root } = testRoot();
    runInAction(() => {
      root.announcements.popupOpen = true;
      root.authFlow.step = 'changePassword';
    });
    expect(root.dialogs.current).toBe('account');
    expect(root.dialogs.mayShow('announcement')).toBe(false);

    runInAction(() => (root.authFlow.step = 'credentials'));
    expect(root.dialogs.mayShow('announcement')).toBe(true);
  });

  it('holds the announcement popup and a contract offer while a sign-in popup is open', () => {
    const { root } = testRoot();
    runInAction(() => (root.announcements.popupOpen = true));
    root.dialogs.request('contract');
    root.ui.openLogin();
    expect(root.dialogs.current).toBe('account');

    root.ui.closeModal('login');
    expect(root.dialogs.current).toBe('contract');
    root.dialogs.release('contract');
    expect(root.dialogs.current).toBe('announcement');
    root.announcements.closePopup();
    expect(root.dialogs.current).toBeNull();
  });

  it('holds a due reality check behind a withdrawal receipt, and the announcement behind both', () => {
    const { root } = testRoot();
    // All three at once, as at a sign-in with a receipt waiting and a reminder overdue.
    runInAction(() => {
      root.announcements.popupOpen = true;
      root.realityCheck.due = true;
      root.dialogs.request('withdrawal');
    });
    expect(root.dialogs.current).toBe('withdrawal');
    expect(root.dialogs.waiting).toEqual(['realityCheck', 'announcement']);

    root.dialogs.release('withdrawal');
    expect(root.dialogs.current).toBe('realityCheck');
    root.realityCheck.acknowledge();
    expect(root.dialogs.current).toBe('announcement');
  });
});
