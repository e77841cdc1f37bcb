import type { Endpoint } from './endpoint';
import { systemEndpoints } from './system';

export type { Endpoint, HttpMethod } from './endpoint';

/** Every call the PWA makes. Each group file owns its entries; add a group with one line here. */
export const catalogue = {
  ...systemEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof catalogue;
