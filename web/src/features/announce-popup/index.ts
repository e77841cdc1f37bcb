export { AnnouncementPopup } from './AnnouncementPopup';
