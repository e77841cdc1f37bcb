import './agentTeam.css';

/**
 * The agent notices on their own, for the agent centre's first section: an agent's deep link
 * fetches this and the notices' call, not the code of every team screen (the feature's index).
 */
export { AnnouncementSection, prefetchAnnouncements } from './AnnouncementSection';
