export { MaintenancePage } from './MaintenancePage';
export { RegionBlockedPage } from './RegionBlockedPage';
export { StatusUnavailable } from './StatusUnavailable';
