export { DepositSection } from './DepositSection';
export { depositFirstScreen } from './DepositStore';
