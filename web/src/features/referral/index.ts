export { ReferralSection } from './ReferralSection';
