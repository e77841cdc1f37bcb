/**
 * The agent notices, the agent centre's first section, a feature of their own: an agent's deep
 * link fetches this and the notices' call, not the code of every team screen.
 */
export { AnnouncementSection, prefetchAnnouncements } from './AnnouncementSection';
export { announcementsFirstScreen } from './AnnouncementsStore';
