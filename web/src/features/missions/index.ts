export { MissionsSection } from './MissionsSection';
