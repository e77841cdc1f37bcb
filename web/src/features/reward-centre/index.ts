export { RewardCentreSection, type RewardCentreSectionProps } from './RewardCentreSection';
