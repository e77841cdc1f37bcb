import { MEMBER_SECTIONS, preloadSection } from '../centre';

export { MemberCentrePage } from './MemberCentrePage';

/** Starts downloading the member-centre section an address opens. */
export const preloadMemberSection = (search: string) => preloadSection(MEMBER_SECTIONS, search);
