import { catalogue } from './catalogue';
import { ApiError } from './errors';
import type { Transport } from './transport';
import { SiteState, type SystemStatus, type WhitelabelNode, type SiteResource } from './types';

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  if (typeof value !== 'object' || value === null)
    throw new ApiError('bad-response', 'system_error');
  return value as Json;
}

function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function asStringArray(value: unknown): string[] {
  return asArray<unknown>(value).filter((v): v is string => typeof v === 'string');
}

/** Typed functions over the catalogue. Everything the PWA knows about the platform's API. */
export class ApiClient {
  constructor(private readonly transport: Transport) {}

  async getSystemStatus(): Promise<SystemStatus> {
    const value = asObject(await this.transport.send(catalogue.permission));
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

/** The platform sends flags as booleans on some deployments and as 0/1 on others. */
function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
