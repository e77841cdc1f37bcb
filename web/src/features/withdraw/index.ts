export { WithdrawSection } from './WithdrawSection';
export { ConfirmationDialog } from './ConfirmationDialog';
export { CardsPanel, PaymentPasswordPanel } from './accounts';
