import type { Transport } from '../transport';
import { AnnouncementsApi } from './announcements';
import { LotteryApi } from './lottery';
import { PointsApi } from './points';
import { AgentApi } from './agent';
import { FundsApi } from './funds';
import { WithdrawApi } from './withdraw';
import { BankCardsApi } from './bankCards';
import { PaymentPasswordApi } from './paymentPassword';
import { RewardsApi } from './rewards';
import { GamesApi } from './games';
import { RecordsApi } from './records';
import { InboxApi } from './inbox';
import { MemberApi } from './member';
import { PasswordApi } from './password';
import { RegisterApi } from './register';
import { SessionApi } from './session';
import { SupportApi } from './support';
import { SystemApi } from './system';
import { WalletApi } from './wallet';

/**
 * The one typed client over the catalogue, one member per group. Each group file owns its
 * functions; add a group with one line here.
 */
export class ApiClient {
  readonly system: SystemApi;
  readonly session: SessionApi;
  readonly register: RegisterApi;
  readonly password: PasswordApi;
  readonly member: MemberApi;
  readonly wallet: WalletApi;
  readonly inbox: InboxApi;
  readonly support: SupportApi;
  readonly records: RecordsApi;
  readonly games: GamesApi;
  readonly funds: FundsApi;
  readonly withdraw: WithdrawApi;
  readonly bankCards: BankCardsApi;
  readonly paymentPassword: PaymentPasswordApi;
  readonly agent: AgentApi;
  readonly rewards: RewardsApi;
  readonly announcements: AnnouncementsApi;
  readonly lottery: LotteryApi;
  readonly points: PointsApi;

  constructor(transport: Transport) {
    this.system = new SystemApi(transport);
    this.session = new SessionApi(transport);
    this.register = new RegisterApi(transport);
    this.password = new PasswordApi(transport);
    this.member = new MemberApi(transport);
    this.wallet = new WalletApi(transport);
    this.inbox = new InboxApi(transport);
    this.support = new SupportApi(transport);
    this.records = new RecordsApi(transport);
    this.games = new GamesApi(transport);
    this.funds = new FundsApi(transport);
    this.withdraw = new WithdrawApi(transport);
    this.bankCards = new BankCardsApi(transport);
    this.paymentPassword = new PaymentPasswordApi(transport);
    this.agent = new AgentApi(transport);
    this.rewards = new RewardsApi(transport);
    this.announcements = new AnnouncementsApi(transport);
    this.lottery = new LotteryApi(transport);
    this.points = new PointsApi(transport);
  }
}
