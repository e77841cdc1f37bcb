export { AccountSection } from './AccountSection';
export { MemberCentrePage } from './MemberCentrePage';
