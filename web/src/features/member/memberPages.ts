import type { Messages } from '../../i18n/locales/en';
import { MODULES } from '../../stores/SystemStore';

export interface MemberPage {
  page: string;
  label: keyof Messages;
  /** Whitelabel module that must be on for the page to be offered. */
  module?: string;
  badge?: 'messages';
}

/** The member centre's menu, named as the platform names its pages. */
export const SECURITY_PAGE: MemberPage = { page: 'securityCenter', label: 'mc_security' };

export const MEMBER_PAGES: readonly MemberPage[] = [
  SECURITY_PAGE,
  { page: 'transferFund', label: 'mc_transfer' },
  { page: 'depositv2', label: 'mc_deposit' },
  { page: 'withdraw', label: 'mc_withdraw' },
  { page: 'transferUpline', label: 'mc_transfer_upline' },
  { page: 'personalHistoryCopy', label: 'mc_betting_record' },
  { page: 'transactionHistory', label: 'mc_transactions' },
  { page: 'personalProfit', label: 'mc_profit' },
  { page: 'bonusDetails', label: 'mc_bonus' },
  { page: 'rewardCenter', label: 'mc_rewards', module: MODULES.rewards },
  { page: 'referral', label: 'mc_referral', module: MODULES.referral },
  { page: 'missionLeaderboard', label: 'mc_missions' },
  { page: 'messageV2', label: 'mc_messages', module: MODULES.inbox, badge: 'messages' },
  { page: 'manualRebate', label: 'mc_manual_rebate', module: MODULES.manualRebate },
];
