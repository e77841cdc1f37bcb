export { ConfirmDialog } from './ConfirmDialog';
export { Modal, type ModalProps } from './Modal';
export { DataNotice, Page } from './Page';
export { CARD_STYLES, cardStyleClass } from './cardStyle';
