import type { Endpoint } from './endpoint';
import { systemEndpoints } from './system';
import { gamesEndpoints } from './games';
import { announcementsEndpoints } from './announcements';
import { lotteryEndpoints } from './lottery';
import { pointsEndpoints } from './points';
import { sessionEndpoints } from './session';
import { registerEndpoints } from './register';
import { passwordEndpoints } from './password';
import { memberEndpoints } from './member';
import { walletEndpoints } from './wallet';
import { inboxEndpoints } from './inbox';
import { supportEndpoints } from './support';
import { depositEndpoints } from './deposit';
import { limitsEndpoints } from './limits';
import { withdrawEndpoints } from './withdraw';
import { bankCardsEndpoints } from './bankCards';
import { paymentPasswordEndpoints } from './paymentPassword';
import { recordsEndpoints } from './records';
import { agentEndpoints } from './agent';
import { rewardsEndpoints } from './rewards';
import { profileEndpoints } from './profile';
import { walletsEndpoints } from './wallets';
import { uplineEndpoints } from './upline';
import { vipEndpoints } from './vip';
import { missionsEndpoints } from './missions';
import { referralEndpoints } from './referral';
import { rebateEndpoints } from './rebate';
import { pushEndpoints } from './push';

import { teamEndpoints } from './team';
import { teamReportsEndpoints } from './teamReports';
export type { Endpoint, HttpMethod } from './endpoint';

/** Every call the PWA makes. Each group file owns its entries; add a group with one line here. */
export const catalogue = {
  ...systemEndpoints,
  ...gamesEndpoints,
  ...announcementsEndpoints,
  ...lotteryEndpoints,
  ...pointsEndpoints,
  ...sessionEndpoints,
  ...registerEndpoints,
  ...passwordEndpoints,
  ...memberEndpoints,
  ...walletEndpoints,
  ...inboxEndpoints,
  ...supportEndpoints,
  ...depositEndpoints,
  ...limitsEndpoints,
  ...withdrawEndpoints,
  ...bankCardsEndpoints,
  ...paymentPasswordEndpoints,
  ...recordsEndpoints,
  ...agentEndpoints,
  ...rewardsEndpoints,
  ...profileEndpoints,
  ...walletsEndpoints,
  ...uplineEndpoints,
  ...vipEndpoints,
  ...pushEndpoints,
  ...teamEndpoints,
  ...teamReportsEndpoints,
  ...missionsEndpoints,
  ...referralEndpoints,
  ...rebateEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof catalogue;
