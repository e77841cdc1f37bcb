import { missionsEndpoints } from '../catalogue/missions';
import { rewardsEndpoints } from '../catalogue/rewards';
import type { Transport } from '../transport';
import { asNumber, asObject } from './decode';

/**
 * The red counts of the member menu, side menu and header besides unread mail: light calls the
 * root stores make after sign-in (the screens behind them bring their own clients).
 */
export class BadgesApi {
  constructor(private readonly transport: Transport) {}

  /** Mission milestones reached and not yet claimed. */
  async claimableMissions(): Promise<number> {
    const value = await this.transport.send(missionsEndpoints.getMissionSummaryDetails, {
      status: 'ONGOING',
      page: 1,
      size: 1,
    });
    return asNumber(asObject(value).claimableCount);
  }

  /** Rewards of the reward centre waiting to be claimed. */
  async claimableRewards(): Promise<number> {
    return asNumber(
      asObject(await this.transport.send(rewardsEndpoints.getClaimPromotion)).claimableCount,
    );
  }
}
