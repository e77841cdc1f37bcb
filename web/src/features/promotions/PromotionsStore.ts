import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AnnouncementsApi,
  Promotion,
  PromotionRequest,
  PromotionStatus,
} from '../../api/client/announcements';
import { RewardsApi } from '../../api/client/rewards';
import { errorKey } from '../../api/errors';
import { followLanguage } from '../../centre/featureStore';
import type { LoadState } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

export const REMARK_MAX = 140;
export const ALL_CATEGORIES = 'ALL';
/** The key of this screen's data in the first-screen data the gateway renders from. */
export const PROMOTIONS_FIRST_SCREEN = 'promotions';

/** What the page is made from: a visitor's (or a member's) promotions and their categories. */
export interface PromotionsData {
  categories: { code: string; name: string }[];
  promotions: Promotion[];
}

/** The action a status allows (spec §4); the rest only say where the promotion stands. */
export type PromotionAction = 'join' | 'claim-prize' | 'claim-issued' | null;

export function actionOf(status: PromotionStatus): PromotionAction {
  if (status === 'JOIN_NOW') return 'join';
  if (status === 'CLAIM_PRIZE') return 'claim-prize';
  if (status === 'ISSUED') return 'claim-issued';
  return null;
}

/** The result of the last action on one promotion: what it did, or why it was refused. */
export interface ActionOutcome {
  promotionId: number;
  /** The success's message key. */
  notice: string | null;
  errorKey: string | null;
}

/**
 * The public promotions page: categories, the promotions a visitor or member may see with their
 * status, joining (with a remark of at most 140 characters), claiming a prize, and the member's
 * claims list. Visitors see everything and are asked to sign in to act.
 */
export class PromotionsStore {
  state: LoadState = 'loading';
  errorKey: string | null = null;
  categories: PromotionsData['categories'] = [];
  promotions: Promotion[] = [];
  claims: PromotionRequest[] = [];
  category = ALL_CATEGORIES;
  /** The promotion whose join form is open. */
  joining: number | null = null;
  remark = '';
  busy: number | null = null;
  outcome: ActionOutcome | null = null;
  /** Whether the list in hand was loaded for a member (a visitor's list has no claims). */
  private loadedFor: 'visitor' | 'member' | null = null;

  constructor(
    private readonly api: AnnouncementsApi,
    private readonly rewards: RewardsApi,
    private readonly context: { signedIn: () => boolean; language: () => string },
  ) {
    makeAutoObservable<PromotionsStore, 'api' | 'rewards' | 'context'>(this, {
      api: false,
      rewards: false,
      context: false,
    });
  }

  /** Starts from what the gateway rendered, for a visitor. */
  seed(data: PromotionsData): void {
    this.categories = data.categories;
    this.promotions = data.promotions;
    this.state = 'ready';
    this.loadedFor = 'visitor';
  }

  get snapshot(): PromotionsData {
    return { categories: this.categories, promotions: this.promotions };
  }

  /** Loads unless what is in hand is already for who is looking (visitor or member). */
  async ensureLoaded(): Promise<void> {
    const who = this.context.signedIn() ? 'member' : 'visitor';
    if (this.state === 'ready' && this.loadedFor === who) return;
    await this.load();
  }

  async load(): Promise<void> {
    const language = this.context.language();
    const member = this.context.signedIn();
    if (this.state !== 'ready') this.state = 'loading';
    try {
      const [categories, promotions, claims] = await Promise.all([
        this.api.promotionCategories(language),
        member
          ? this.api.availablePromotions(language).then((r) => r.list)
          : this.api.merchantPromotions(language),
        member ? this.api.requests(language) : Promise.resolve([]),
      ]);
      runInAction(() => {
        this.categories = categories;
        this.promotions = promotions;
        this.claims = claims;
        this.state = 'ready';
        this.errorKey = null;
        this.loadedFor = member ? 'member' : 'visitor';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }

  /** The titles, texts and categories are the platform's, in the site's language. */
  languageChanged(): void {
    if (this.loadedFor !== null) void this.load();
  }

  setCategory(code: string): void {
    this.category = code;
  }

  get visible(): Promotion[] {
    return this.category === ALL_CATEGORIES
      ? this.promotions
      : this.promotions.filter((p) => p.promotionType === this.category);
  }

  openJoin(promotionId: number): void {
    this.joining = promotionId;
    this.outcome = null;
  }

  closeJoin(): void {
    this.joining = null;
  }

  setRemark(text: string): void {
    this.remark = text;
  }

  get remarkTooLong(): boolean {
    return this.remark.trim().length > REMARK_MAX;
  }

  /** Joins (or applies for) a promotion, or takes an instant prize; the remark is kept on failure. */
  async join(promotion: Promotion): Promise<void> {
    if (this.busy !== null || this.remarkTooLong) return;
    this.busy = promotion.id;
    this.outcome = null;
    try {
      const remark = promotion.status === 'JOIN_NOW' ? this.remark.trim() : '';
      const result = await this.api.requestSignUpReward(promotion.id, remark);
      // The outcome shows with the list read again, never beside the offer it answered.
      await this.load();
      runInAction(() => {
        this.outcome = {
          promotionId: promotion.id,
          notice: `promo_done_${result.status}`,
          errorKey: null,
        };
        this.joining = null;
        this.remark = '';
      });
    } catch (error) {
      runInAction(() => {
        this.outcome = { promotionId: promotion.id, notice: null, errorKey: errorKey(error) };
      });
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Claims the prize the operator issued; a second claim is refused by the platform. */
  async claimIssued(promotion: Promotion): Promise<void> {
    if (this.busy !== null) return;
    this.busy = promotion.id;
    this.outcome = null;
    try {
      await this.rewards.claimReward(promotion.rewardId);
      await this.load();
      runInAction(() => {
        this.outcome = {
          promotionId: promotion.id,
          notice: 'promo_done_CLAIMED',
          errorKey: null,
        };
      });
    } catch (error) {
      runInAction(() => {
        this.outcome = { promotionId: promotion.id, notice: null, errorKey: errorKey(error) };
      });
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}

export const createPromotionsStore = (root: RootStore) => {
  followLanguage(root);
  const store = new PromotionsStore(root.api.announcements, new RewardsApi(root.api.transport), {
    signedIn: () => root.session.isLogin,
    language: () => root.language.code,
  });
  const first = root.features.take(PROMOTIONS_FIRST_SCREEN) as PromotionsData | undefined;
  if (first) store.seed(first);
  return store;
};

/**
 * The data the gateway renders a visitor's `/promotions` from; null when the platform did not
 * answer (the browser then renders the page itself).
 */
export async function promotionsFirstScreen(
  root: RootStore,
): Promise<{ key: string; data: PromotionsData } | null> {
  const store = root.features.get(createPromotionsStore);
  await store.load();
  return store.state === 'ready' ? { key: PROMOTIONS_FIRST_SCREEN, data: store.snapshot } : null;
}
