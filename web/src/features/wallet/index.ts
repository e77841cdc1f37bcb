export { WalletSection } from './WalletSection';
