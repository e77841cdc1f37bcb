import { Accounts } from './accounts.js';
import { Announcements } from './announcements.js';
import { Bets } from './bets.js';
import { DemoGame } from './demoGame.js';
import { Favourites } from './favourites.js';
import { GamesCatalogue } from './games.js';
import { JackpotPool } from './jackpot.js';
import { Lottery } from './lottery.js';
import { Points } from './points.js';
import { VipReviews } from './vipReview.js';
import { Recents } from './recents.js';
import { Captchas } from './captchas.js';
import { ChatRooms } from './chat.js';
import { FeedbackBox } from './feedback.js';
import { PushBus } from '../push/pushBus.js';
import { PlatformPush } from './platformPush.js';
import { DepositsState } from './deposit.js';
import { LimitsState } from './limits.js';
import { BankCards } from './bankCards.js';
import { PaymentPasswords } from './paymentPasswords.js';
import { WithdrawState } from './withdraw.js';
import { AgentReports } from './agentReports.js';
import { ContractsState } from './contracts.js';
import { Referrals } from './referrals.js';
import { RewardsState } from './rewards.js';
import { Inbox } from './inbox.js';
import { LoginTickets } from './loginTickets.js';
import { isScenarioName, scenarios, type ScenarioName } from './seed/index.js';
import { defaultSettings, type SystemSettings } from './seed/settings.js';
import { Sessions } from './sessions.js';
import { SliderChallenges } from './sliderChallenges.js';
import { PhoneAuthStandIn, SocialIdentities } from './socialIdentities.js';
import type { SiteState } from './siteState.js';
import { VerificationCodes } from './verificationCodes.js';
import { Wallet } from './wallet.js';
import { Profiles } from './profiles.js';
import { WalletTransfers } from './walletTransfers.js';
import { GAME_CATEGORIES } from './games.js';
import { TeamState } from './team.js';
import { MissionsState } from './missions.js';
import { ReferralEarnings } from './referralEarnings.js';

export interface MockStoreOptions {
  /** The stand-in's clock; tests pass their own to step past expiries without waiting. */
  now?: () => number;
  /** Scenario loaded at construction and by `reset()`. */
  scenario?: ScenarioName;
  /** The site's mirror domains, kept through every reset; the seed's examples when absent. */
  siteMirrors?: readonly string[];
}

/**
 * All mutable state of the stand-in lives here, so tests, dev runs and contract
 * provider states can put it back to a known scenario with `reset()`.
 */
export class MockStore {
  readonly now: () => number;
  /**
   * Dev-only skew added to the clock (`POST /__dev/clock`), so a browser journey can step past
   * a code's expiry without waiting; `/__dev/reset` puts it back to 0.
   */
  clockOffsetMs = 0;
  settings: SystemSettings = defaultSettings();
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly wallet: Wallet;
  readonly codes: VerificationCodes;
  readonly captchas: Captchas;
  readonly sliders: SliderChallenges;
  readonly social: SocialIdentities;
  readonly phoneAuth: PhoneAuthStandIn;
  readonly loginTickets: LoginTickets;
  readonly inbox: Inbox;
  readonly feedback: FeedbackBox;
  readonly chat: ChatRooms;
  /** The game catalogue and lottery schedule are fixed seed data: nothing to reset. */
  readonly games = new GamesCatalogue();
  readonly lottery: Lottery;
  readonly favourites = new Favourites();
  readonly recents = new Recents();
  readonly announcements: Announcements;
  readonly points: Points;
  readonly vipReviews: VipReviews;
  readonly bets = new Bets();
  readonly jackpot = new JackpotPool();
  readonly demoGame: DemoGame;
  readonly deposits: DepositsState;
  readonly limits: LimitsState;
  readonly bankCards: BankCards;
  readonly paymentPasswords: PaymentPasswords;
  readonly withdraw: WithdrawState;
  readonly agentReports: AgentReports;
  readonly contracts: ContractsState;
  readonly rewards: RewardsState;
  readonly referrals: Referrals;
  readonly profiles: Profiles;
  readonly walletTransfers: WalletTransfers;
  readonly team: TeamState;
  readonly missions: MissionsState;
  readonly referralEarnings: ReferralEarnings;
  /**
   * The platform's push channel: every message the rules raise, which the stand-in's push host
   * sends to the member's STOMP subscriptions.
   */
  readonly push = new PushBus();
  /** The rules' typed way onto `push`, with the platform's bodies; silent while seeding. */
  readonly notify: PlatformPush;
  private readonly defaultScenario: ScenarioName;
  private readonly siteMirrors: readonly string[] | undefined;
  /** Seeding a scenario is not something members live through: no pushes while it runs. */
  private seeding = false;

  constructor(options: MockStoreOptions = {}) {
    const baseNow = options.now ?? Date.now;
    this.now = () => baseNow() + this.clockOffsetMs;
    this.defaultScenario = options.scenario ?? 'default';
    this.siteMirrors = options.siteMirrors;
    this.notify = new PlatformPush(this.push, () => !this.seeding);
    this.accounts = new Accounts(this.now);
    this.sessions = new Sessions(this.now);
    this.wallet = new Wallet(this.now);
    this.codes = new VerificationCodes(this.now);
    this.captchas = new Captchas(this.now);
    this.sliders = new SliderChallenges(this.now);
    this.social = new SocialIdentities(this.now);
    this.phoneAuth = new PhoneAuthStandIn(this.now);
    this.loginTickets = new LoginTickets(this.now);
    this.inbox = new Inbox(this.now, (message) =>
      this.notify.inbox(message.memberId, { title: message.title, popup: message.popup }),
    );
    this.feedback = new FeedbackBox(this.now);
    this.chat = new ChatRooms(this.now);
    this.lottery = new Lottery(this.now);
    this.announcements = new Announcements(this.now);
    this.points = new Points(this.now);
    this.vipReviews = new VipReviews(this.now);
    this.demoGame = new DemoGame(this.now);
    this.limits = new LimitsState({
      now: () => this.now(),
      endSessions: (memberId) => this.sessions.revokeAllFor(memberId),
    });
    this.deposits = new DepositsState({
      now: () => this.now(),
      wallet: this.wallet,
      limits: this.limits,
      push: this.notify,
    });
    this.bankCards = new BankCards(this.now);
    this.paymentPasswords = new PaymentPasswords(this.accounts);
    this.withdraw = new WithdrawState({
      now: () => this.now(),
      wallet: this.wallet,
      cards: this.bankCards,
      paymentPasswords: this.paymentPasswords,
      bets: () => this.bets.all(),
      push: this.notify,
    });
    this.agentReports = new AgentReports({
      accounts: this.accounts,
      wallet: this.wallet,
      bets: () => this.bets.all(),
    });
    this.contracts = new ContractsState({
      now: () => this.now(),
      accounts: this.accounts,
      wallet: this.wallet,
      reports: this.agentReports,
    });
    this.rewards = new RewardsState({
      now: () => this.now(),
      accounts: this.accounts,
      wallet: this.wallet,
      bets: () => this.bets.all(),
      push: this.notify,
      onlineMembers: () => this.sessions.onlineMemberIds(),
    });
    this.referrals = new Referrals(this.accounts, this.wallet);
    this.profiles = new Profiles(this.now, this.codes);
    this.walletTransfers = new WalletTransfers({
      now: () => this.now(),
      wallet: this.wallet,
      push: this.notify,
      accounts: this.accounts,
      checkPassword: (member, password) => this.accounts.checkPassword(member, password),
      vendors: () =>
        GAME_CATEGORIES.flatMap((c) => this.games.vendorsOf(c)).map((v) => ({
          vendor: v.vassalage,
          name: v.name,
        })),
    });
    this.team = new TeamState({
      now: () => this.now(),
      accounts: this.accounts,
      wallet: this.wallet,
      push: this.notify,
    });
    this.missions = new MissionsState({
      now: () => this.now(),
      wallet: this.wallet,
      bets: () => this.bets.all(),
    });
    this.referralEarnings = new ReferralEarnings(this.referrals, this.wallet);
    this.loadScenario(this.defaultScenario);
  }

  /** Back to the scenario this store started with. */
  reset(): void {
    this.loadScenario(this.defaultScenario);
  }

  /** Empties every domain, restores default settings, then seeds the named scenario. */
  loadScenario(name: string): void {
    if (!isScenarioName(name)) throw new Error(`unknown scenario "${name}"`);
    this.settings = defaultSettings();
    if (this.siteMirrors) this.settings.domains = [...this.siteMirrors];
    this.accounts.clear();
    this.sessions.clear();
    this.wallet.clear();
    this.codes.clear();
    this.captchas.clear();
    this.sliders.clear();
    this.social.clear();
    this.phoneAuth.clear();
    this.loginTickets.clear();
    this.inbox.clear();
    this.feedback.clear();
    this.chat.clear();
    this.favourites.clear();
    this.recents.clear();
    this.announcements.clear();
    this.points.clear();
    this.vipReviews.clear();
    this.bets.clear();
    this.jackpot.clear();
    this.demoGame.clear();
    this.deposits.reset();
    this.limits.reset();
    this.bankCards.reset();
    this.paymentPasswords.clear();
    this.withdraw.reset();
    this.agentReports.reset();
    this.contracts.reset();
    this.rewards.reset();
    this.referrals.clear();
    this.profiles.clear();
    this.walletTransfers.reset();
    this.team.reset();
    this.missions.reset();
    this.referralEarnings.reset();
    this.seeding = true;
    try {
      scenarios[name](this);
    } finally {
      this.seeding = false;
    }
  }

  setSiteState(state: SiteState, maintenanceEndsAt: string | null = null): void {
    this.settings.siteState = state;
    this.settings.maintenanceEndsAt = state === 1 ? maintenanceEndsAt : null;
  }
}
