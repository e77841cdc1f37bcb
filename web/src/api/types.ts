export const SiteState = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
export type SiteState = (typeof SiteState)[keyof typeof SiteState];

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export interface SiteResource {
  name: string;
  resourceType: string;
  labelNameEn?: string;
  url: string;
}

export interface SystemStatus {
  state: SiteState;
  maintenanceEndTime: string | null;
  visitorIp: string;
  whitelabel: WhitelabelNode[];
  resources: SiteResource[];
  domains: string[];
  imageCDNs: string[];
  launchGameCDNs: string[];
}
