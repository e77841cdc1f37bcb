import type { Transport } from '../transport';
import { AnnouncementsApi } from './announcements';
import { GamesApi } from './games';
import { InboxApi } from './inbox';
import { MemberApi } from './member';
import { SessionApi } from './session';
import { SystemApi } from './system';
import { WalletApi } from './wallet';
import { BadgesApi } from './badges';

/**
 * The typed client the root stores share: the groups every screen may need (status, session,
 * member, wallet, games, announcements …). A group that only a feature uses (agent reports,
 * deposits, lottery pages, and the sign-in forms' registration and password calls) is made by
 * that feature over the same transport, `new DepositApi(root.api.transport)`, so the home
 * route's code never carries it.
 */
export class ApiClient {
  readonly system: SystemApi;
  readonly session: SessionApi;
  readonly member: MemberApi;
  readonly wallet: WalletApi;
  readonly inbox: InboxApi;
  readonly games: GamesApi;
  readonly announcements: AnnouncementsApi;
  readonly badges: BadgesApi;

  constructor(readonly transport: Transport) {
    this.system = new SystemApi(transport);
    this.session = new SessionApi(transport);
    this.member = new MemberApi(transport);
    this.wallet = new WalletApi(transport);
    this.inbox = new InboxApi(transport);
    this.games = new GamesApi(transport);
    this.announcements = new AnnouncementsApi(transport);
    this.badges = new BadgesApi(transport);
  }
}
