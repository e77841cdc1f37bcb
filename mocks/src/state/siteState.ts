/** Whole-site state as the spec numbers it: 0 normal, 1 maintenance, 2 region restricted. */
export const SiteState = { Normal: 0, Maintenance: 1, RegionRestricted: 2 } as const;
export type SiteState = (typeof SiteState)[keyof typeof SiteState];

export function isSiteState(value: unknown): value is SiteState {
  return value === 0 || value === 1 || value === 2;
}
