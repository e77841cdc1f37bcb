import { MODULES } from '../stores/SystemStore';
import { lazyPanel, lazySection, type CentrePanel, type CentreSection } from './section';

/**
 * Every section of the member and agent centres, in menu order, and the panels of the security
 * centre: one line each. A section with a screen names its feature's export (`lazySection`);
 * the feature is its own chunk, loaded when the section is first opened.
 */
export const MEMBER_SECTIONS: readonly CentreSection[] = [
  lazySection(
    { page: 'securityCenter', label: 'mc_security' },
    () => import('../features/security'),
    'SecuritySection',
  ),
  lazySection(
    { page: 'transferFund', label: 'mc_transfer' },
    () => import('../features/wallet'),
    'WalletSection',
  ),
  lazySection(
    { page: 'depositv2', label: 'mc_deposit' },
    () => import('../features/deposit'),
    'DepositSection',
  ),
  lazySection(
    { page: 'withdraw', label: 'mc_withdraw' },
    () => import('../features/withdraw'),
    'WithdrawSection',
  ),
  lazySection(
    { page: 'transferUpline', label: 'mc_transfer_upline' },
    () => import('../features/transfer-upline'),
    'TransferUplineSection',
  ),
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

export const AGENT_SECTIONS: readonly CentreSection[] = [
  { page: 'agentAnnouncement', label: 'agent_announcement' },
  { page: 'agentTeamOverview', label: 'agent_team_overview' },
  { page: 'registerCenter', label: 'agent_register_centre' },
  { page: 'downlineManagmentView', label: 'agent_downline' },
  { page: 'personalHistoryCopy', label: 'agent_team_betting' },
  { page: 'palStatementsAgentCopy', label: 'agent_user_loss' },
  { page: 'agentRevenueReport', label: 'agent_income' },
  { page: 'agentDownlineTransactionDetailsCopy', label: 'agent_account_details' },
  { page: 'agentDividendRecordCopy2', label: 'agent_bonus' },
  { page: 'agentDailyWages2', label: 'agent_daily_wages' },
  { page: 'agentHourSalary', label: 'agent_hour_salary' },
  { page: 'agentRealtimeSalary', label: 'agent_realtime_salary' },
];

/** Panels of the security centre page, after its own profile and sign-in settings. */
export const SECURITY_PANELS: readonly CentrePanel[] = [
  lazyPanel('cards', () => import('../features/bank-cards'), 'CardsPanel'),
  lazyPanel('paymentPassword', () => import('../features/bank-cards'), 'PaymentPasswordPanel'),
  lazyPanel('limits', () => import('../features/limits'), 'LimitsPanel'),
];
