export { DepositSection } from './DepositSection';
