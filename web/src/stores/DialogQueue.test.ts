import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { DialogQueue, type QueuedDialog } from './DialogQueue';
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
});
