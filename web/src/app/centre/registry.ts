import { MODULES } from '../../stores/SystemStore';
import { lazySection, type CentreSection } from './section';

/**
 * Every section of the member and agent centres, in menu order, and the panels of the security
 * centre: one line each. A section with a screen names its feature's export (`lazySection`);
 * the feature is its own chunk, loaded when the section is first opened.
 */
export const MEMBER_SECTIONS: readonly CentreSection[] = [
  lazySection(
    { page: 'securityCenter', label: 'mc_security', feature: 'security' },
    () => import('../screens/security'),
    'SecurityScreen',
  ),
  lazySection(
    { page: 'transferFund', label: 'mc_transfer', feature: 'wallet' },
    () => import('../../features/wallet'),
    'WalletSection',
  ),
  lazySection(
    { page: 'depositv2', label: 'mc_deposit', feature: 'deposit' },
    () => import('../../features/deposit'),
    'DepositSection',
    { firstScreen: 'depositFirstScreen' },
  ),
  lazySection(
    { page: 'withdraw', label: 'mc_withdraw', feature: 'withdraw' },
    () => import('../../features/withdraw'),
    'WithdrawSection',
    { firstScreen: 'withdrawFirstScreen' },
  ),
  lazySection(
    { page: 'transferUpline', label: 'mc_transfer_upline', feature: 'transfer-upline' },
    () => import('../../features/transfer-upline'),
    'TransferUplineSection',
  ),
  lazySection(
    { page: 'personalHistoryCopy', label: 'mc_betting_record', feature: 'records' },
    () => import('../../features/records'),
    'BettingRecordSection',
  ),
  lazySection(
    { page: 'transactionHistory', label: 'mc_transactions', feature: 'records' },
    () => import('../../features/records'),
    'TransactionsSection',
  ),
  lazySection(
    { page: 'personalProfit', label: 'mc_profit', feature: 'records' },
    () => import('../../features/records'),
    'ProfitLossSection',
  ),
  lazySection(
    { page: 'bonusDetails', label: 'mc_bonus', feature: 'records' },
    () => import('../../features/records'),
    'BonusSection',
  ),
  lazySection(
    {
      page: 'rewardCenter',
      label: 'mc_rewards',
      module: MODULES.rewards,
      badge: 'rewards',
      feature: 'reward-centre',
    },
    () => import('../screens/rewardCentre'),
    'RewardCentreScreen',
  ),
  lazySection(
    { page: 'referral', label: 'mc_referral', module: MODULES.referral, feature: 'referral' },
    () => import('../../features/referral'),
    'ReferralSection',
  ),
  lazySection(
    { page: 'missionLeaderboard', label: 'mc_missions', badge: 'missions', feature: 'missions' },
    () => import('../../features/missions'),
    'MissionsSection',
  ),
  lazySection(
    {
      page: 'messageV2',
      label: 'mc_messages',
      module: MODULES.inbox,
      badge: 'messages',
      feature: 'messages',
    },
    () => import('../../features/messages'),
    'MessagesSection',
  ),
  lazySection(
    {
      page: 'manualRebate',
      label: 'mc_manual_rebate',
      module: MODULES.manualRebate,
      feature: 'manual-rebate',
    },
    () => import('../../features/manual-rebate'),
    'ManualRebateSection',
  ),
];

export const AGENT_SECTIONS: readonly CentreSection[] = [
  lazySection(
    { page: 'agentAnnouncement', label: 'agent_announcement', feature: 'agent-notices' },
    () => import('../../features/agent-notices'),
    'AnnouncementSection',
    { prefetch: 'prefetchAnnouncements', firstScreen: 'announcementsFirstScreen' },
  ),
  lazySection(
    { page: 'agentTeamOverview', label: 'agent_team_overview', feature: 'agent-team' },
    () => import('../../features/agent-team'),
    'TeamOverviewSection',
  ),
  lazySection(
    { page: 'registerCenter', label: 'agent_register_centre', feature: 'agent-team' },
    () => import('../../features/agent-team'),
    'RegisterCentreSection',
  ),
  lazySection(
    { page: 'downlineManagmentView', label: 'agent_downline', feature: 'agent-team' },
    () => import('../../features/agent-team'),
    'DownlineSection',
  ),
  lazySection(
    { page: 'personalHistoryCopy', label: 'agent_team_betting', feature: 'agent-team' },
    () => import('../../features/agent-team'),
    'TeamBettingSection',
  ),
  lazySection(
    { page: 'palStatementsAgentCopy', label: 'agent_user_loss', feature: 'agent-team' },
    () => import('../../features/agent-team'),
    'TeamProfitLossSection',
  ),
  lazySection(
    { page: 'agentRevenueReport', label: 'agent_income', feature: 'agent-team' },
    () => import('../../features/agent-team'),
    'IncomeSection',
  ),
  lazySection(
    {
      page: 'agentDownlineTransactionDetailsCopy',
      label: 'agent_account_details',
      feature: 'agent-team',
    },
    () => import('../../features/agent-team'),
    'TeamTransactionsSection',
  ),
  lazySection(
    { page: 'agentDividendRecordCopy2', label: 'agent_bonus', feature: 'agent-contracts' },
    () => import('../../features/agent-contracts'),
    'DividendSection',
  ),
  lazySection(
    { page: 'agentDailyWages2', label: 'agent_daily_wages', feature: 'agent-contracts' },
    () => import('../../features/agent-contracts'),
    'DailyWagesSection',
  ),
  lazySection(
    { page: 'agentHourSalary', label: 'agent_hour_salary', feature: 'agent-contracts' },
    () => import('../../features/agent-contracts'),
    'HourSalarySection',
  ),
  lazySection(
    { page: 'agentRealtimeSalary', label: 'agent_realtime_salary', feature: 'agent-contracts' },
    () => import('../../features/agent-contracts'),
    'RealtimeSalarySection',
  ),
];
