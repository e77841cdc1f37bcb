import type { DOMPurify } from 'dompurify';

/** Attributes a browser follows, submits to or loads as a URL. */
const URL_ATTRS = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
]);

/**
 * Whether a URL attribute may stay: http(s), mailto, or a site path (relative, no scheme).
 * The browser ignores tabs, newlines and other control characters and spaces when it reads a
 * scheme (`java\tscript:`), and entities are already decoded in the DOM's value, so both are
 * seen through before the scheme is read.
 */
export function isAllowedUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(bare)?.[1];
  if (scheme === undefined) return true;
  return /^(https?|mailto)$/i.test(scheme);
}

/** Instances that have the URL rule as a hook (DOMPurify's hooks live on an instance). */
const ruled = new WeakSet<DOMPurify>();

/**
 * DOMPurify with the site's URL rule as a hook: every URL attribute that is not http(s), mailto
 * or a site path is dropped. Adds the hook once per instance; returns the instance.
 */
export function withUrlRule(purify: DOMPurify): DOMPurify {
  if (ruled.has(purify)) return purify;
  ruled.add(purify);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRS.has(data.attrName.toLowerCase()) && !isAllowedUrl(data.attrValue))
      data.keepAttr = false;
  });
  return purify;
}
