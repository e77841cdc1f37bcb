import { makeAutoObservable, runInAction } from 'mobx';
import {
  RewardsApi,
  type PrizeWheel,
  type PromoCodeUse,
  type RegisterPromotion,
  type Reward,
} from '../../api/client/rewards';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';
import { MemberEvent } from '../../realtime/events';
import type { MemberEvents } from '../../stores/MemberEvents';
import type { RootStore } from '../../stores/RootStore';

/** What a success says: its message key and the values in it. */
export interface Notice {
  key: string;
  values: Record<string, string | number>;
}

/** The outcome of the last action of one kind: what it did, or why the platform refused it. */
export interface Outcome {
  notice: Notice | null;
  errorKey: string | null;
  /** The reward it concerns, for claims. */
  rewardId?: string;
}

const done = (notice: Notice, rewardId?: string): Outcome => ({ notice, errorKey: null, rewardId });

const refused = (error: unknown, rewardId?: string): Outcome => ({
  notice: null,
  errorKey: errorKey(error),
  rewardId,
});

/**
 * The reward centre (`rewardCenter`): the rewards waiting with how many can be claimed (the
 * count the badges read), each claimed once; promo codes redeemed once; the prize wheel where
 * the platform offers one, spun with the raffle tickets play has earned. Every amount comes from
 * the platform's answers. Money paid makes the header read the balance again (`onMoved`): the
 * platform pushes no balance.
 */
export class RewardCentreStore {
  state: LoadState = 'loading';
  errorKey: string | null = null;
  rewards: Reward[] = [];
  claimableCount = 0;
  claiming: string | null = null;
  claimOutcome: Outcome | null = null;

  registerPromotions: RegisterPromotion[] = [];
  claimingRegister: number | null = null;
  registerOutcome: Outcome | null = null;

  codes: PromoCodeUse[] = [];
  codesEnabled = false;
  codeText = '';
  redeeming = false;
  codeOutcome: Outcome | null = null;

  wheel: PrizeWheel | null = null;
  spinning = false;
  wheelOutcome: Outcome | null = null;

  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly api: RewardsApi,
    events?: MemberEvents,
    private readonly onMoved: () => void = () => undefined,
  ) {
    makeAutoObservable<RewardCentreStore, 'api' | 'unsubscribe' | 'onMoved'>(this, {
      api: false,
      unsubscribe: false,
      onMoved: false,
    });
    if (!events) return;
    // The operator gave the member something: what the centre offers has changed.
    const changed = () => {
      if (this.state !== 'loading') void this.load();
    };
    this.unsubscribe.push(
      events.subscribe(MemberEvent.PromoGift, changed),
      events.subscribe(MemberEvent.PromoExtraReward, changed),
      events.subscribe(MemberEvent.PromoClaimed, changed),
    );
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
  }

  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    try {
      const [centre, registerPromotions, codes, wheel] = await Promise.all([
        this.api.rewardCenter(),
        this.api.registerPromotions(),
        this.api.promoCodes(),
        this.api.prizeWheel(),
      ]);
      runInAction(() => {
        this.rewards = centre.list;
        this.claimableCount = centre.claimableCount;
        this.registerPromotions = registerPromotions;
        this.codes = codes.list;
        this.codesEnabled = codes.enabled;
        this.wheel = wheel.enabled ? wheel : null;
        this.state = 'ready';
        this.errorKey = null;
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  /**
   * Claims a reward; the platform refuses a second claim or an expired reward, and we say so.
   * The outcome shows together with the refreshed list, so the screen never says "claimed"
   * beside a reward it still offers.
   */
  async claim(rewardId: string): Promise<void> {
    if (this.claiming !== null) return;
    this.claiming = rewardId;
    this.claimOutcome = null;
    let outcome: Outcome;
    try {
      const paid = await this.api.claimReward(rewardId);
      this.onMoved();
      outcome = done({ key: 'rc_claimed', values: { amount: paid.amount } }, rewardId);
    } catch (error) {
      outcome = refused(error, rewardId);
    }
    const centre = await this.api.rewardCenter().catch(() => null);
    runInAction(() => {
      // Without the list the claim's own outcome still shows; the list refreshes on the next visit.
      if (centre) {
        this.rewards = centre.list;
        this.claimableCount = centre.claimableCount;
      }
      this.claimOutcome = outcome;
      this.claiming = null;
    });
  }

  /**
   * Claims the bonus of a register (sign-up) promotion; a second claim, or one after the claim
   * window, is refused by the platform and we say so. As for rewards, the outcome and the
   * refreshed list show together.
   */
  async claimRegister(promotionId: number): Promise<void> {
    if (this.claimingRegister !== null) return;
    this.claimingRegister = promotionId;
    this.registerOutcome = null;
    const rewardId = String(promotionId);
    let outcome: Outcome;
    try {
      const paid = await this.api.claimRegisterPromotion(promotionId);
      this.onMoved();
      outcome = done({ key: 'rc_claimed', values: { amount: paid.amount } }, rewardId);
    } catch (error) {
      outcome = refused(error, rewardId);
    }
    const list = await this.api.registerPromotions().catch(() => null);
    runInAction(() => {
      if (list) this.registerPromotions = list;
      this.registerOutcome = outcome;
      this.claimingRegister = null;
    });
  }

  setCode(text: string): void {
    this.codeText = text;
  }

  get codeProblem(): string | null {
    const code = this.codeText.trim();
    if (!code) return 'rc_code_required';
    if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return 'rc_code_format';
    return null;
  }

  /** Redeems the typed code; on a refusal the code stays typed. */
  async redeem(): Promise<void> {
    if (this.redeeming || this.codeProblem) return;
    this.redeeming = true;
    this.codeOutcome = null;
    try {
      const redeemed = await this.api.claimPromoCode(this.codeText.trim());
      this.onMoved();
      const codes = await this.api.promoCodes();
      runInAction(() => {
        this.codeOutcome = done({
          key: 'rc_code_done',
          values: { title: redeemed.title, amount: redeemed.amount },
        });
        this.codeText = '';
        this.codes = codes.list;
      });
    } catch (error) {
      runInAction(() => {
        this.codeOutcome = refused(error);
      });
    } finally {
      runInAction(() => {
        this.redeeming = false;
      });
    }
  }

  /** Spends one ticket on the wheel; the prize is drawn by the platform. */
  async spin(): Promise<void> {
    if (this.spinning || !this.wheel || this.wheel.tickets <= 0) return;
    this.spinning = true;
    this.wheelOutcome = null;
    try {
      const draw = await this.api.drawRaffle();
      if (draw.prizeAmount > 0) this.onMoved();
      const wheel = await this.api.prizeWheel();
      runInAction(() => {
        this.wheelOutcome = done({
          key: draw.prizeAmount > 0 ? 'rc_wheel_won' : 'rc_wheel_nothing',
          values: { prize: draw.prizeName, amount: draw.prizeAmount },
        });
        this.wheel = wheel.enabled ? wheel : null;
      });
    } catch (error) {
      runInAction(() => {
        this.wheelOutcome = refused(error);
      });
    } finally {
      runInAction(() => {
        this.spinning = false;
      });
    }
  }
}

export const createRewardCentreStore = (root: RootStore) =>
  new RewardCentreStore(new RewardsApi(root.api.transport), root.memberEvents, () => {
    void root.user.refreshBalance();
  });
