import type { DOMPurify } from 'dompurify';

/**
 * DOMPurify, fetched the first time rich text is about to render and kept for the page's life:
 * every later notice is cleaned at once, in the same render, with no waiting state at all.
 */
let loaded: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

export function loadedSanitiser(): DOMPurify | null {
  return loaded;
}

export function loadSanitiser(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => (loaded = purify),
    (error: unknown) => {
      // A failed chunk (offline) may be asked for again by the next notice.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Attributes a browser follows, submits to or loads as a URL. `srcset` (several URLs with
 * sizes) is not needed in a notice and is dropped rather than parsed.
 */
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
const DROPPED_ATTRS = ['srcset'];

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
const withUrlRule = new WeakSet<DOMPurify>();

function addUrlRule(purify: DOMPurify): void {
  if (withUrlRule.has(purify)) return;
  withUrlRule.add(purify);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRS.has(data.attrName.toLowerCase()) && !isAllowedUrl(data.attrValue))
      data.keepAttr = false;
  });
}

/**
 * Operator rich text with scripts and event handlers removed, and every link, form target and
 * source that is not http(s), mailto or a site path dropped (`javascript:`, `vbscript:`,
 * `data:`, `tel:`, … in any case or spelling), whether or not React would stop it later. The
 * gateway's first-screen renderer cleans rich text with this same function.
 */
export function sanitise(purify: DOMPurify, html: string): string {
  addUrlRule(purify);
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: DROPPED_ATTRS });
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|ul|ol|table|blockquote)\s*>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The words of rich text without its markup, to hold the text's place while DOMPurify loads.
 * The result is only ever rendered as a React text node (escaped), never as markup, so a tag
 * this misses shows as letters and can do nothing.
 */
export function placeholderText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(TAG, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}
