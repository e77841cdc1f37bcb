export { AnnouncePage } from './AnnouncePage';
