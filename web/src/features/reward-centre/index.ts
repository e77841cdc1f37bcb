export { RewardCentreSection } from './RewardCentreSection';
