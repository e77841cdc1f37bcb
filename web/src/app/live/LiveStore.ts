import { makeAutoObservable } from 'mobx';
import type { QueuedDialog } from '../../stores/DialogQueue';
import type { LiveKey } from './messages';

/** How many notices stand on screen at once; the others wait for one to go. */
export const MAX_VISIBLE = 3;
/** A notice leaves by itself after this long, unless the player is pointing at it or in it. */
export const NOTICE_MS = 8000;

/** Words of ours: a key of the `live` namespace (or a shared one) with its values. */
export interface NoticeText {
  key: LiveKey;
  values?: Record<string, string>;
}

/** A button's label: one of our keys, or a shared menu label (`translation` namespace). */
export type ActionLabel = { key: LiveKey; shared?: false } | { key: string; shared: true };

/** Where a notice's button leads. */
export type NoticeAction =
  | { kind: 'route'; to: string; label: ActionLabel }
  /** An operator's link (http or https only), opened in a new tab. */
  | { kind: 'external'; href: string; label: ActionLabel }
  | { kind: 'game'; gameCode: string; vendorCode: string; label: ActionLabel };

export interface Notice {
  id: number;
  /** `failure` is announced at once (role=alert); everything else politely. */
  tone: 'info' | 'failure';
  text?: NoticeText;
  /** The platform's own title and message: plain text, never markup. */
  title?: string;
  message?: string;
  action?: NoticeAction;
  /** A member-site message's delivery id: a tap on its action is reported to the platform. */
  deliveryId?: string;
}

export type NewNotice = Omit<Notice, 'id'>;

/** A dialog the operator's gift or extra reward opens (in the dialog queue's `reward` turn). */
export type RewardDialog =
  | { kind: 'gift'; title?: string; message?: string }
  | { kind: 'extra'; promotionName?: string; amount?: string };

interface Queue {
  request(dialog: QueuedDialog): void;
  release(dialog: QueuedDialog): void;
}

/**
 * What the member's live events put on screen: notices (newest last, a few at a time) and the
 * reward dialogs, which take their turn in the site's dialog queue so they never open on top of
 * a dialog the player is using.
 */
export class LiveStore {
  notices: Notice[] = [];
  rewards: RewardDialog[] = [];
  private next = 1;

  constructor(
    private readonly dialogs: Queue,
    /** Reports a tap on a member-site message (`CLICKED`). */
    private readonly reportTap: (deliveryId: string) => void = () => undefined,
  ) {
    makeAutoObservable<LiveStore, 'dialogs' | 'reportTap' | 'next'>(this, {
      dialogs: false,
      reportTap: false,
      next: false,
    });
  }

  /** The notices on screen now. */
  get visible(): Notice[] {
    return this.notices.slice(0, MAX_VISIBLE);
  }

  add(notice: NewNotice): number {
    const id = this.next++;
    this.notices.push({ ...notice, id });
    return id;
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  /** The member used a notice's button: report a member-site message's tap, and let it go. */
  acted(notice: Notice): void {
    if (notice.deliveryId) this.reportTap(notice.deliveryId);
    this.dismiss(notice.id);
  }

  showReward(dialog: RewardDialog): void {
    this.rewards.push(dialog);
    this.dialogs.request('reward');
  }

  /** The reward dialog shown is done; the next one (if any) keeps the turn. */
  closeReward(): void {
    this.rewards = this.rewards.slice(1);
    if (this.rewards.length === 0) this.dialogs.release('reward');
  }

  /** The session ended: nothing of the last member's stays on screen. */
  clear(): void {
    this.notices = [];
    if (this.rewards.length > 0) this.dialogs.release('reward');
    this.rewards = [];
  }
}
