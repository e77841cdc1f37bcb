import type { Banner } from '../../api/client/announcements';

/** Where a banner leads: nowhere (picture only), a screen of this site, or another site. */
export type BannerTarget =
  { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * A banner's link as the operator set it: URL opens its address (same-site paths in the app,
 * http(s) addresses in a new tab), PROMOTION opens that promotion. Any other scheme
 * (javascript:, data:) is dropped rather than followed.
 */
export function bannerTarget(banner: Banner): BannerTarget {
  const linkage = banner.linkage.trim();
  if (!linkage) return { kind: 'none' };
  if (banner.linkageType === 'PROMOTION') {
    return { kind: 'internal', to: `/promotions?id=${encodeURIComponent(linkage)}` };
  }
  if (banner.linkageType !== 'URL') return { kind: 'none' };
  if (linkage.startsWith('/') && !linkage.startsWith('//'))
    return { kind: 'internal', to: linkage };
  try {
    const url = new URL(linkage);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'external', href: url.href }
      : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
