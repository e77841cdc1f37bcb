import type { SiteResource } from '../../api/types';

/** The brand's social links in the platform's order; each is shown only when the brand sets it. */
const SOCIAL_ORDER = ['line', 'telegram', 'facebook', 'twitter', 'movie'];

export function orderedSocial(links: readonly SiteResource[]): SiteResource[] {
  const rank = (link: SiteResource) => {
    const i = SOCIAL_ORDER.indexOf(link.name.toLowerCase());
    return i === -1 ? SOCIAL_ORDER.length : i;
  };
  return links.filter((link) => link.url).sort((a, b) => rank(a) - rank(b));
}
