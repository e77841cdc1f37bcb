export { WithdrawSection } from './WithdrawSection';
export { withdrawFirstScreen } from './WithdrawStore';
export { ConfirmationDialog } from './ConfirmationDialog';
export { CardsPanel, PaymentPasswordPanel } from './accounts';
