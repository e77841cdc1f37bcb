import {
  decodeCustomerService,
  type CustomerServiceLink,
  type EncryptedCustomerService,
} from '../customerService';
import { systemEndpoints } from '../catalogue/system';
import type { Transport } from '../transport';
import {
  SiteState,
  type AcceptedPattern,
  type SiteResource,
  type SiteSettings,
  type SiteTemplate,
  type SiteTemplateSummary,
  type SystemStatus,
  type VisitorLocation,
  type WhitelabelNode,
} from '../types';
import { asArray, asNumber, asObject, asString, asStringArray, truthy, type Json } from './decode';

/** Boot-time system calls: site state, whitelabel modules, resources and mirrors. */
export class SystemApi {
  constructor(private readonly transport: Transport) {}

  /**
   * The status call as a speed probe: `nonce` makes every request unique, so no cache on the way
   * (browser, service worker, proxy) can answer it. Only the round trip matters.
   */
  async pingStatus(nonce: string): Promise<void> {
    await this.transport.send(systemEndpoints.permission, { t: nonce });
  }

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
      customerService: asArray<Json>(info.customerService).flatMap((cs) =>
        typeof cs.path === 'string'
          ? [{ csType: asString(cs.csType), title: asString(cs.title), path: cs.path }]
          : [],
      ),
      registerPatterns: acceptedPatterns(asObject(info.register ?? {}).acceptedPattern),
    };
  }

  /** Reveals the customer-service addresses the status call sends encrypted. */
  decodeCustomerService(
    entries: readonly EncryptedCustomerService[],
  ): Promise<CustomerServiceLink[]> {
    return decodeCustomerService(entries);
  }

  /** The site's mirror domains (`routers`). */
  async getDomains(): Promise<string[]> {
    const value = asObject(await this.transport.send(systemEndpoints.routers));
    return asArray<{ domainName?: unknown }>(value.domainList)
      .map((d) => d.domainName)
      .filter((d): d is string => typeof d === 'string');
  }

  /** The whitelabel module tree on its own (`menu`). */
  async getWhitelabel(): Promise<WhitelabelNode[]> {
    return asArray<WhitelabelNode>(await this.transport.send(systemEndpoints.menu));
  }

  async getLocation(): Promise<VisitorLocation> {
    const v = asObject(await this.transport.send(systemEndpoints.location));
    return {
      ip: asString(v.ip),
      countryCode: asString(v.countryCode),
      restricted: truthy(v.restricted),
    };
  }

  async getSettings(): Promise<SiteSettings> {
    const v = asObject(await this.transport.send(systemEndpoints.settings));
    return {
      currency: asString(v.currency),
      currencySymbol: asString(v.currencySymbol),
      timezone: asString(v.timezone, 'Asia/Bangkok'),
      defaultLanguage: asString(v.defaultLanguage, 'EN'),
      supportedLanguages: asStringArray(v.supportedLanguages),
      minimumAge: asNumber(v.minimumAge, 18),
      realityCheckMinutes: asNumber(v.realityCheckMinutes, 60),
      licence: asString(v.licence),
    };
  }

  /** Players signed in right now, as the server counts them; null when it gives no figure. */
  async getOnlinePlayers(): Promise<number | null> {
    const count = asObject((await this.transport.send(systemEndpoints.onlinePlayers)) ?? {}).count;
    return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null;
  }

  /** The site's documents (terms, privacy, responsible play), without their text. */
  async getTemplates(): Promise<SiteTemplateSummary[]> {
    return asArray<unknown>(await this.transport.send(systemEndpoints.templates)).map((raw) => {
      const t = asObject(raw);
      return { code: asString(t.code), title: asString(t.title) };
    });
  }

  /** One document in the player's language (English when it is not translated). */
  async getTemplate(code: string, language: string): Promise<SiteTemplate> {
    const t = asObject(await this.transport.send(systemEndpoints.getTemplate, { code, language }));
    return {
      code: asString(t.code),
      title: asString(t.title),
      content: asString(t.content),
      language: asString(t.language),
    };
  }
}

/** `info.register.acceptedPattern`: per field, its pattern (`*` for anything) and bounds. */
function acceptedPatterns(raw: unknown): Record<string, AcceptedPattern> {
  const patterns: Record<string, AcceptedPattern> = {};
  if (typeof raw !== 'object' || raw === null) return patterns;
  for (const [name, entry] of Object.entries(raw as Json)) {
    const e = asObject(entry ?? {});
    patterns[name] = {
      pattern: asString(e.pattern, '*'),
      min: asNumber(e.min),
      max: asNumber(e.max),
    };
  }
  return patterns;
}
