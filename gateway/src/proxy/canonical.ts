/**
 * One spelling per request target, computed before anything (rate limits, routing, the proxy)
 * looks at it. Two spellings of one call must never reach the upstream while only one of them
 * is counted: a limit keyed on `/wps/session/login` is worthless if `/wps//session/login`,
 * `/wps/session/%6Cogin` or `/wps/session/login#x` slip past it.
 */

/** RFC 3986 unreserved characters: their percent-encoded form means the same as the character. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * What a path may carry raw: RFC 3986 `pchar` and `/`, minus `;` (path parameters, which
 * servlet containers strip before routing and so would let `/wps/..;/x` escape the families).
 */
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,=:@/%]*$/;

/**
 * What a query may carry raw: everything a browser leaves unencoded there (WHATWG URL query
 * percent-encode set), so no page's own request is refused; never controls, spaces, quotes,
 * angle brackets, `#` or bytes outside ASCII.
 */
const QUERY_CHARS = /^[\x21\x24-\x3b\x3d\x3f-\x7e]*$/;

/** Encoded bytes that would change how the path splits, or end it, once an upstream decodes it. */
const FORBIDDEN_ENCODED = new Set(['2F', '5C', '3B', '00', '25', '23', '3F']);

export type CanonicalTarget =
  | {
      ok: true;
      /** The path as forwarded: slashes collapsed, unreserved characters decoded. */
      path: string;
      /** Lower-cased `path`, for every rule that compares paths. */
      key: string;
      /** The query after `?` as the browser sent it, or '' without one. */
      query: string;
      /** Path and query, as forwarded. */
      url: string;
    }
  | { ok: false };

const REFUSED: CanonicalTarget = { ok: false };

/**
 * The canonical form of a request target (origin-form only: `/path?query`). Refused: a target
 * that does not start with `/`, `#` anywhere, characters a request line may not carry, broken
 * percent-escapes, encoded separators (`%2F`, `%5C`, `%3B`, `%00`, `%25`), `;` path parameters
 * and dot segments (`.`/`..`, raw or encoded). Percent-encoded unreserved characters are
 * decoded, other escapes keep their meaning with upper-case hex, and runs of `/` collapse to one.
 */
export function canonicalTarget(raw: string): CanonicalTarget {
  if (!raw.startsWith('/')) return REFUSED;
  const q = raw.indexOf('?');
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  const query = q === -1 ? '' : raw.slice(q + 1);
  if (!PATH_CHARS.test(rawPath) || !QUERY_CHARS.test(query)) return REFUSED;
  if (/%(?![0-9A-Fa-f]{2})/.test(query)) return REFUSED;

  // Most targets have no escapes, no doubled slashes and no dot segments: nothing to rewrite.
  const path = rawPath.includes('%') ? decodePath(rawPath) : rawPath;
  if (path === undefined) return REFUSED;
  const collapsed = path.includes('//') ? path.replace(/\/{2,}/g, '/') : path;
  if (collapsed.includes('/.'))
    for (const segment of collapsed.split('/'))
      if (segment === '.' || segment === '..') return REFUSED;
  return {
    ok: true,
    path: collapsed,
    key: collapsed.toLowerCase(),
    query,
    url: q === -1 ? collapsed : `${collapsed}?${query}`,
  };
}

/**
 * Decodes percent-encoded unreserved characters and upper-cases the hex of the other escapes;
 * undefined for a broken escape or an encoded separator.
 */
function decodePath(rawPath: string): string | undefined {
  let decoded = '';
  for (let i = 0; i < rawPath.length; i += 1) {
    const c = rawPath.charAt(i);
    if (c !== '%') {
      decoded += c;
      continue;
    }
    const hex = rawPath.slice(i + 1, i + 3).toUpperCase();
    if (!/^[0-9A-F]{2}$/.test(hex) || FORBIDDEN_ENCODED.has(hex)) return undefined;
    const ch = String.fromCharCode(parseInt(hex, 16));
    decoded += UNRESERVED.test(ch) ? ch : `%${hex}`;
    i += 2;
  }
  return decoded;
}
