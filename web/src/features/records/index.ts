import './records.css';
export { BettingRecordSection } from './BettingRecordSection';
export { TransactionsSection } from './TransactionsSection';
export { ProfitLossSection } from './ProfitLossSection';
export { BonusSection } from './BonusSection';
