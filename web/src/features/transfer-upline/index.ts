export { TransferUplineSection } from './TransferUplineSection';
