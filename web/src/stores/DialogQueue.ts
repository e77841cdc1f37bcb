import { makeAutoObservable, observable, reaction } from 'mobx';
import type { ModalPresence } from '../ui/modalPresence';

/**
 * Every dialog the site opens by itself (not at the player's tap), highest priority first:
 * - `account`: the account's own steps (sign-in popups, a second factor, a forced password
 *   change). Nothing else can be done on the site until they are, so they come first and take
 *   the screen even from a dialog already shown.
 * - `withdrawal`: the platform asks the member to confirm a withdrawal's receipt. Money the
 *   member is owed, with a deadline (unanswered, it counts as received): before anything else.
 * - `contract`: an upline's contract offer or termination, which waits for the agent's answer.
 * - `realityCheck`: the responsible-play reminder of the security centre's setting. It is due at
 *   a time but says nothing urgent, so it waits for the dialogs that need an answer; it still
 *   comes before the operator's announcements, which are only news.
 * - `raffle`: a red-envelope rain just opened (the platform's `RAFFLE`): it lasts minutes, so it
 *   comes before the operator's news.
 * - `reward`: a gift or an extra reward the operator sent (`MANUAL_PROMO`, `PROMO_EXTRA_REWARD`):
 *   good news that waits for nothing.
 * - `announcement`: the operator's announcement popup, once per session.
 * Dialogs a player opens with a tap (sign-out confirmation, a game's tables, notices, the red
 * envelopes) sit outside the queue: the player chose them, and a queued dialog waits until they
 * are closed (every `Modal` tells the queue it is on screen).
 */
export const DIALOG_PRIORITY = [
  'account',
  'withdrawal',
  'contract',
  'realityCheck',
  'raffle',
  'reward',
  'announcement',
] as const;
export type QueuedDialog = (typeof DIALOG_PRIORITY)[number];

/** Dialogs that take the screen from one already shown; the others wait until it is done. */
const PREEMPTING: ReadonlySet<QueuedDialog> = new Set(['account']);

/** Whether a dialog is wanted, read from the state of the store that owns it. */
export type DialogWish = () => boolean;

/**
 * One dialog at a time, by priority. A dialog is wanted either because its owner's state says so
 * (a `wish`, e.g. the announcement store's `popupOpen`) or because something asked for it
 * (`request`, e.g. a contract offer arriving over the socket). Only one wanted dialog is shown;
 * the others wait, still wanted, and the highest of them shows as soon as the shown one is done.
 * A shown dialog keeps the screen while it is wanted, so a form half filled in is never taken
 * away by a dialog that arrives later; only the account's steps put it back in line (it shows
 * again after them, unless something higher is waiting by then). A dialog's turn comes once no
 * modal is on screen: neither the one before it nor one the player opened.
 */
export class DialogQueue implements ModalPresence {
  private readonly requested = observable.set<QueuedDialog>();
  /** Modals on screen now, the queue's own and the player's. */
  private readonly modals = observable.set<string>();
  /** The dialog on screen, kept until it is no longer wanted or an account step needs the screen. */
  private onScreen: QueuedDialog | null = null;

  constructor(private readonly wishes: Partial<Record<QueuedDialog, DialogWish>> = {}) {
    makeAutoObservable<DialogQueue, 'requested' | 'modals' | 'wishes'>(this, {
      requested: false,
      modals: false,
      wishes: false,
    });
    // Whatever became current is what the screen shows from now on.
    reaction(
      () => this.current,
      (current) => this.keep(current),
    );
  }

  request(dialog: QueuedDialog): void {
    this.requested.add(dialog);
  }

  /** The dialog is done (answered or closed); the next one in line may show. */
  release(dialog: QueuedDialog): void {
    this.requested.delete(dialog);
  }

  /** A modal came on screen (`Modal` calls this). */
  shown(id: string): void {
    this.modals.add(id);
  }

  hidden(id: string): void {
    this.modals.delete(id);
  }

  isWanted(dialog: QueuedDialog): boolean {
    return this.requested.has(dialog) || (this.wishes[dialog]?.() ?? false);
  }

  /** The one dialog that may be on screen now, or null when none is wanted. */
  get current(): QueuedDialog | null {
    const highest = DIALOG_PRIORITY.find((dialog) => this.isWanted(dialog)) ?? null;
    if (highest !== null && PREEMPTING.has(highest)) return highest;
    if (this.onScreen !== null && this.isWanted(this.onScreen)) return this.onScreen;
    return this.modals.size === 0 ? highest : null;
  }

  /** Whether this dialog may show now: it is wanted and it has the screen. */
  mayShow(dialog: QueuedDialog): boolean {
    return this.current === dialog;
  }

  /** Wanted dialogs waiting behind the one shown, in the order they will show. */
  get waiting(): QueuedDialog[] {
    return DIALOG_PRIORITY.filter((dialog) => this.isWanted(dialog) && dialog !== this.current);
  }

  private keep(dialog: QueuedDialog | null): void {
    this.onScreen = dialog;
  }
}
