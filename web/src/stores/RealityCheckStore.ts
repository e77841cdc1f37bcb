import { makeAutoObservable } from 'mobx';
import type { UserStore } from './UserStore';

export const REALITY_CHECK_KEY = 'realityCheckMinutes';
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
/** Choices offered to the player; 0 switches the reminder off. */
export const REALITY_CHECK_CHOICES = [0, 15, 30, 60, 90, 120] as const;

const STARTED_KEY = 'sessionStartedAt';
const START_BALANCE_KEY = 'sessionStartBalance';

/**
 * Responsible play: every N minutes of a signed-in session, a dialog shows how long the player
 * has played and how their balance moved since sign-in. The start survives a reload because it
 * lives in the session storage, which sign-out clears. The store only says the reminder is `due`;
 * the dialog takes its turn in the site's dialog queue (`root.dialogs`).
 */
export class RealityCheckStore {
  intervalMinutes: number;
  startedAt: number | null;
  startBalance: number | null;
  nextDueAt: number | null = null;
  /** A reminder is waiting for the player to acknowledge it. */
  due = false;
  now = Date.now();

  constructor(
    private readonly user: UserStore,
    private readonly local: Storage = localStorage,
    private readonly session: Storage = sessionStorage,
  ) {
    const stored = Number(local.getItem(REALITY_CHECK_KEY) ?? DEFAULT_REALITY_CHECK_MINUTES);
    this.intervalMinutes = Number.isFinite(stored) && stored >= 0 ? stored : 60;
    const started = session.getItem(STARTED_KEY);
    const startBalance = session.getItem(START_BALANCE_KEY);
    this.startedAt = started === null ? null : Number(started);
    this.startBalance = startBalance === null ? null : Number(startBalance);
    makeAutoObservable<RealityCheckStore, 'user' | 'local' | 'session'>(this, {
      user: false,
      local: false,
      session: false,
    });
  }

  get sessionMinutes(): number {
    return this.startedAt === null
      ? 0
      : Math.max(0, Math.floor((this.now - this.startedAt) / 60_000));
  }

  /** Balance now minus balance at sign-in, both as the platform reported them. */
  get netChange(): number | null {
    if (this.startBalance === null || this.user.balance === null) return null;
    return Math.round((this.user.balance - this.startBalance) * 100) / 100;
  }

  /** Starts counting once the first balance of the session is known. */
  begin(now: number, balance: number): void {
    if (this.startedAt === null) {
      this.startedAt = now;
      this.session.setItem(STARTED_KEY, String(now));
    }
    if (this.startBalance === null) {
      this.startBalance = balance;
      this.session.setItem(START_BALANCE_KEY, String(balance));
    }
    this.schedule(now);
  }

  setInterval(minutes: number, now: number): void {
    this.intervalMinutes = minutes;
    this.local.setItem(REALITY_CHECK_KEY, String(minutes));
    this.schedule(now);
  }

  /** Called by a timer; the reminder becomes due when its time has come. */
  tick(now: number): void {
    this.now = now;
    if (this.nextDueAt === null || now < this.nextDueAt) return;
    this.due = true;
    this.nextDueAt += this.intervalMinutes * 60_000;
  }

  acknowledge(): void {
    this.due = false;
  }

  end(): void {
    this.startedAt = null;
    this.startBalance = null;
    this.nextDueAt = null;
    this.due = false;
  }

  private schedule(now: number): void {
    if (this.startedAt === null || this.intervalMinutes === 0) {
      this.nextDueAt = null;
      return;
    }
    const period = this.intervalMinutes * 60_000;
    const elapsed = Math.max(0, now - this.startedAt);
    this.nextDueAt = this.startedAt + (Math.floor(elapsed / period) + 1) * period;
  }
}
