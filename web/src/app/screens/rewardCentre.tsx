import { RedEnvelopesPanel } from '../../features/red-envelopes';
import { RewardCentreSection } from '../../features/reward-centre';

/** The reward centre with the red envelopes panel in it. */
export function RewardCentreScreen() {
  return <RewardCentreSection redEnvelopes={<RedEnvelopesPanel />} />;
}
