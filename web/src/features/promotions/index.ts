export { PromotionsPage } from './PromotionsPage';
export { promotionsFirstScreen } from './PromotionsStore';
