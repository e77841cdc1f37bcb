import type { CustomerServiceLink } from '../../api/customerService';

/** The platform's service types the chooser treats specially; any other opens its address. */
export const LIVE_CHAT = 'LIVE';
export const LINE = 'LINE';

export interface ServiceGroup {
  csType: string;
  entries: CustomerServiceLink[];
}

/** Service entries by type, in the order the operator listed them (first entry of each type). */
export function groupByType(links: readonly CustomerServiceLink[]): ServiceGroup[] {
  const groups: ServiceGroup[] = [];
  for (const link of links) {
    const csType = link.csType.toUpperCase();
    const group = groups.find((g) => g.csType === csType);
    if (group) group.entries.push(link);
    else groups.push({ csType, entries: [link] });
  }
  return groups;
}
