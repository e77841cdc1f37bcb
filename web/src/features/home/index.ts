export { HomePage } from './HomePage';
export { VendorGamesModal } from './VendorGamesModal';
