import { systemEndpoints } from '../catalogue/system';
import type { Transport } from '../transport';
import { SiteState, type SiteResource, type SystemStatus, type WhitelabelNode } from '../types';
import { asArray, asObject, asStringArray, truthy, type Json } from './decode';

/** Boot-time system calls: site state, whitelabel modules, resources and mirrors. */
export class SystemApi {
  constructor(private readonly transport: Transport) {}

  async getStatus(): Promise<SystemStatus> {
    const value = asObject(await this.transport.send(systemEndpoints.permission));
    const info = asObject(value.info ?? {});
    const domainRoute = (info.domainRoute ?? {}) as Json;
    const state: SiteState = truthy(value.maintenance)
      ? SiteState.Maintenance
      : truthy(value.regionRestriction)
        ? SiteState.RegionRestricted
        : SiteState.Normal;
    return {
      state,
      maintenanceEndTime:
        typeof value.maintenanceEndTime === 'string' ? value.maintenanceEndTime : null,
      visitorIp:
        typeof (value.location as Json | undefined)?.ip === 'string'
          ? ((value.location as Json).ip as string)
          : '',
      whitelabel: asArray<WhitelabelNode>(info.whitelabel),
      resources: asArray<SiteResource>(info.resources),
      domains: asArray<{ domainName?: unknown }>(domainRoute.domainList)
        .map((d) => d.domainName)
        .filter((d): d is string => typeof d === 'string'),
      imageCDNs: asStringArray(info.imageCDNs),
      launchGameCDNs: asStringArray(info.launchGameCDNs),
    };
  }
}
