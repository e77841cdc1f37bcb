import { makeAutoObservable, runInAction } from 'mobx';
import { RewardsApi, type RedEnvelope } from '../../api/client/rewards';
import { Loadable } from '../../centre/Loadable';
import { MemberEvent, SESSION_RESYNC } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

/**
 * Red envelopes (the platform's claim tickets): each with the member's status (openable,
 * opened, not eligible with the reason, upcoming, closed), opened once. The amount is what the
 * platform paid; the header reads the balance again once paid. A deposit that arrives can make an
 * envelope openable, so the list is asked again then (and after the socket was away); a rain
 * the operator opens (the platform's `RAFFLE`) is read and, when one can be opened, shown.
 */
export class RedEnvelopesStore {
  readonly list = new Loadable<RedEnvelope[]>();
  /** The envelope opened last, for what it gave. */
  openedId: string | null = null;
  /** The last opening: the amount the platform paid, or why it refused. */
  readonly opened = new Loadable<number>();
  /** A rain opened and the member has envelopes to open: the dialog shows them by itself. */
  rain = false;

  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly api: RewardsApi,
    events: MemberEvents,
    /** Money was paid: the header reads the balance again (the platform pushes none). */
    private readonly onMoved: () => void = () => undefined,
  ) {
    makeAutoObservable<RedEnvelopesStore, 'api' | 'unsubscribe' | 'onMoved'>(this, {
      api: false,
      onMoved: false,
      list: false,
      opened: false,
      unsubscribe: false,
    });
    this.unsubscribe = [
      events.subscribe(MemberEvent.DepositArrived, () => void this.refresh()),
      events.subscribe(MemberEvent.Raffle, () => void this.rainStarted()),
      events.subscribe(SESSION_RESYNC, () => void this.refresh()),
    ];
  }

  dispose(): void {
    for (const stop of this.unsubscribe) stop();
  }

  get envelopes(): RedEnvelope[] {
    return this.list.value ?? [];
  }

  /** The envelope being opened. */
  get opening(): string | null {
    return this.opened.loading ? this.openedId : null;
  }

  get openableCount(): number {
    return this.envelopes.filter((e) => e.status === 'OPENABLE').length;
  }

  load(): Promise<void> {
    return this.list.load(() => this.api.redEnvelopes());
  }

  /**
   * The floating envelope's first read, unless one has already been made or is on its way (the
   * store may be made, and hear the socket's resync, before the float's first render is shown).
   */
  ensureLoaded(): Promise<void> {
    if (this.list.state === 'ready' || this.list.state === 'loading') return Promise.resolve();
    return this.load();
  }

  /** After a push or a reconnection: the envelopes shown stay on screen until the answer. */
  refresh(): Promise<void> {
    return this.list.refresh(() => this.api.redEnvelopes());
  }

  /** A rain opened: the list again, and the dialog when something can be opened now. */
  async rainStarted(): Promise<void> {
    await this.refresh();
    runInAction(() => {
      if (this.openableCount > 0) this.rain = true;
    });
  }

  /** The rain's dialog was closed (or opened by the member anyway). */
  rainSeen(): void {
    this.rain = false;
  }

  async open(envelopeId: string): Promise<void> {
    if (this.opened.loading) return;
    this.openedId = envelopeId;
    this.opened.reset();
    // The outcome shows with the list read again, never beside the envelope still unopened.
    await this.opened.load(async () => {
      const done = await this.api.openRedEnvelope(envelopeId).catch(async (error: unknown) => {
        await this.load();
        throw error;
      });
      this.onMoved();
      await this.load();
      return done.amount;
    });
  }
}

export const createRedEnvelopesStore = (root: RootStore) =>
  new RedEnvelopesStore(new RewardsApi(root.api.transport), root.memberEvents, () => {
    void root.user.refreshBalance();
  });
