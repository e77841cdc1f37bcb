export { VendorGamesModal } from './VendorGamesModal';
