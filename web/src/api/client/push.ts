import { pushEndpoints } from '../catalogue/push';
import type { Transport } from '../transport';

/** What the member did with a member-site message; the gateway reports `DELIVERED` itself. */
export type SiteMessageEvent = 'CLICKED';

/** The live notices' calls, made by the realtime chunk, never by the home route. */
export class PushApi {
  constructor(private readonly transport: Transport) {}

  /** Tells the platform the member acted on a member-site message (`websocketDeliveryId`). */
  async reportSiteMessage(deliveryId: string, eventType: SiteMessageEvent): Promise<void> {
    await this.transport.send(pushEndpoints.EMFE_playerOnlineMessageCallback, {
      websocketDeliveryId: deliveryId,
      eventType,
    });
  }
}
