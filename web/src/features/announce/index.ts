export { AnnouncePage } from './AnnouncePage';
export { AnnouncementPopup } from './AnnouncementPopup';
