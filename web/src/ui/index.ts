export { ConfirmDialog } from './ConfirmDialog';
export { Form } from './Form';
export { Modal, type ModalProps } from './Modal';
export { DataNotice, Page } from './Page';
export { CARD_STYLES, cardStyleClass } from './cardStyle';
export {
  DEFAULT_GAME_ICON,
  GameCard,
  gameArtSrc,
  offersTrial,
  type GameCardProps,
} from './GameCard';
export { SafeHtml } from './SafeHtml';
export { SizedImage, type SizedImageProps } from './SizedImage';
export { HydrationProvider } from './HydrationProvider';
export { useHydrated } from './useHydrated';
export { useNearViewport } from './useNearViewport';
export { WarningHostContext, type WarningHost } from './warningHost';
