export { MemberCentrePage } from './MemberCentrePage';
