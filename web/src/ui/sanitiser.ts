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
  loading ??= import('./purifier').then(
    ({ purifier }) => (loaded = purifier),
    (error: unknown) => {
      // A failed chunk (offline) may be asked for again by the next notice.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** `srcset` (several URLs with sizes) is not needed in a notice and is dropped, not parsed. */
const DROPPED_ATTRS = ['srcset'];

/**
 * Operator rich text with scripts and event handlers removed, and every link, form target and
 * source that is not http(s), mailto or a site path dropped (`javascript:`, `vbscript:`,
 * `data:`, `tel:`, … in any case or spelling), whether or not React would stop it later.
 * `purify` must carry the URL rule (`withUrlRule` in `./urlRule`): the one `loadSanitiser`
 * gives does, and the gateway's first-screen renderer adds it to its own. The rule travels with
 * DOMPurify's chunk so that the home route's critical script does not carry it.
 */
export function sanitise(purify: DOMPurify, html: string): string {
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
