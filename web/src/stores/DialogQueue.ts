import { makeAutoObservable, observable } from 'mobx';

/**
 * Dialogs the site opens by itself, highest priority first: the account's own steps (sign-in
 * popups, a second factor, a forced password change), then an upline's contract offer, then the
 * operator's announcements. Dialogs a player opens with a tap sit outside the queue.
 */
export const DIALOG_PRIORITY = ['account', 'contract', 'announcement'] as const;
export type QueuedDialog = (typeof DIALOG_PRIORITY)[number];

/** Whether a dialog is wanted, read from the state of the store that owns it. */
export type DialogWish = () => boolean;

/**
 * One dialog at a time, by priority. A dialog is wanted either because its owner's state says so
 * (a `wish`, e.g. the announcement store's `popupOpen`) or because something asked for it
 * (`request`, e.g. a contract offer arriving over the socket). Only the highest wanted dialog is
 * shown; the others wait, still wanted, and the next one shows as soon as the one above is done.
 * A higher dialog arriving puts a lower one back in line rather than on top of it.
 */
export class DialogQueue {
  private readonly requested = observable.set<QueuedDialog>();

  constructor(private readonly wishes: Partial<Record<QueuedDialog, DialogWish>> = {}) {
    makeAutoObservable<DialogQueue, 'requested' | 'wishes'>(this, {
      requested: false,
      wishes: false,
    });
  }

  request(dialog: QueuedDialog): void {
    this.requested.add(dialog);
  }

  /** The dialog is done (answered or closed); the next one in line may show. */
  release(dialog: QueuedDialog): void {
    this.requested.delete(dialog);
  }

  isWanted(dialog: QueuedDialog): boolean {
    return this.requested.has(dialog) || (this.wishes[dialog]?.() ?? false);
  }

  /** The one dialog that may be on screen now, or null when none is wanted. */
  get current(): QueuedDialog | null {
    return DIALOG_PRIORITY.find((dialog) => this.isWanted(dialog)) ?? null;
  }

  /** Whether this dialog may show now: it is wanted and nothing above it is. */
  mayShow(dialog: QueuedDialog): boolean {
    return this.current === dialog;
  }

  /** Wanted dialogs waiting behind the one shown, in the order they will show. */
  get waiting(): QueuedDialog[] {
    return DIALOG_PRIORITY.filter((dialog) => this.isWanted(dialog) && dialog !== this.current);
  }
}
