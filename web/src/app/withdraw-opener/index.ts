export { WithdrawConfirmationOpener } from './WithdrawConfirmationOpener';
