import './agentTeam.css';

export { DownlineSection } from './DownlineSection';
export { RegisterCentreSection } from './RegisterCentreSection';
export {
  IncomeSection,
  TeamBettingSection,
  TeamProfitLossSection,
  TeamTransactionsSection,
} from './ReportSections';
export { TeamOverviewSection } from './TeamOverviewSection';
