export { WithdrawSection } from './WithdrawSection';
export { ConfirmationDialog } from './ConfirmationDialog';
