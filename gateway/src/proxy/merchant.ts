/** A parameter name that is the merchant itself, as it would be sent by a well-behaved client. */
export const MERCHANT_KEY = /^merchant(code)?$/i;

/** How deep percent-encoding is peeled: a layer more than any one parser on the way decodes. */
const DECODE_LAYERS = 4;

/** Decodes `%HH` escapes one layer, byte by byte, so a broken sequence cannot hide the rest. */
function decodeLayer(text: string): string {
  const plus = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

/**
 * Where parsers split a parameter name into the names of nested values: qs-style brackets
 * (`data[merchant]`, `merchant[]`), Spring's dotted paths (`data.merchant`), and the quotes,
 * semicolons and NULs that end a name early in lax multipart or C parsers.
 */
// eslint-disable-next-line no-control-regex -- NUL ends a name in C parsers
const NAME_SEPARATORS = /[[\].\s\x00"';=&,\\]+/;

/**
 * True when any parser the platform might run could read this name (of a query or form pair,
 * a JSON property or a multipart part) as a merchant at some depth: every percent-decoding
 * layer, in any letter case, split at every nesting separator.
 */
export function namesMerchant(name: string): boolean {
  let layer = name;
  for (let i = 0; i <= DECODE_LAYERS; i += 1) {
    const words = layer.toLowerCase().split(NAME_SEPARATORS);
    if (words.some((w) => w === 'merchant' || w === 'merchantcode')) return true;
    const next = decodeLayer(layer);
    if (next === layer) return false;
    layer = next;
  }
  return false;
}

/** The pair's name as the usual form parser reads it (one decoding layer). */
function pairName(pair: string): string {
  const eq = pair.indexOf('=');
  return eq === -1 ? pair : pair.slice(0, eq);
}

/**
 * Rewrites a urlencoded string (a query or a form body) so no parser can find another merchant
 * in it: a pair plainly named `merchant` / `merchantCode` gets the configured code, and any
 * other pair whose name decodes to a merchant (encoded, nested, with brackets, or hidden after
 * a `;` that some parsers treat as a separator) is removed. Other pairs keep their exact bytes,
 * so signatures or odd encodings survive.
 */
export function overrideMerchantInUrlencoded(raw: string, merchantCode: string): string {
  if (!/m|%/i.test(raw)) return raw;
  const out: string[] = [];
  let changed = false;
  for (const pair of raw.split('&')) {
    const key = pairName(pair);
    const hidden = pair.split(';').some((piece) => namesMerchant(pairName(piece)));
    if (!hidden) {
      out.push(pair);
      continue;
    }
    changed = true;
    if (MERCHANT_KEY.test(decodeLayer(key)) && !pair.includes(';'))
      out.push(`${key}=${encodeURIComponent(merchantCode)}`);
  }
  return changed ? out.join('&') : raw;
}

/** The same for a request target: only the query part changes. */
export function overrideMerchantInUrl(url: string, merchantCode: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  return url.slice(0, q + 1) + overrideMerchantInUrlencoded(url.slice(q + 1), merchantCode);
}

/** A JSON body nested deeper than any platform call needs; parsers differ on such input. */
export class JsonTooDeep extends Error {}

const MAX_JSON_DEPTH = 64;

/**
 * Every property, at any depth and inside arrays, whose name reads as a merchant gets the
 * configured code. Returns undefined when the value has no such property; otherwise the
 * rewritten value, which the caller serialises again even if the code was already right (the
 * original bytes could hold a second, duplicate key that another parser would pick).
 * Throws JsonTooDeep past MAX_JSON_DEPTH levels.
 */
export function overrideMerchantInJson(parsed: unknown, merchantCode: string): unknown {
  let found = false;
  const pending: [unknown, number][] = [[parsed, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_JSON_DEPTH) throw new JsonTooDeep();
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (namesMerchant(key)) {
        record[key] = merchantCode;
        found = true;
      } else pending.push([record[key], depth + 1]);
    }
  }
  return found ? parsed : undefined;
}

/**
 * True when a header or cookie name mentions a merchant in any spelling (`merchantCode`,
 * `X-Merchant`, `merchant_code`, `merch%61nt`, …): every percent-decoding layer, any case. Only
 * the gateway's own `Merchant` header may carry one to the platform.
 */
export function mentionsMerchant(name: string): boolean {
  let layer = name;
  for (let i = 0; i <= DECODE_LAYERS; i += 1) {
    if (layer.toLowerCase().includes('merchant')) return true;
    const next = decodeLayer(layer);
    if (next === layer) return false;
    layer = next;
  }
  return false;
}

/**
 * A `Cookie` header without the pairs whose name mentions a merchant. Pairs are split at `;`
 * and at `,` (the old RFC 2109 separator some servers still honour); a header without one is
 * returned as it is. Returns undefined when nothing is left.
 */
export function withoutMerchantCookies(cookie: string): string | undefined {
  if (!/m|%/i.test(cookie)) return cookie;
  const pairs = cookie.split(';');
  const kept = pairs.filter((pair) => !pair.split(',').some((p) => mentionsMerchant(pairName(p))));
  if (kept.length === pairs.length) return cookie;
  const trimmed = kept.map((pair) => pair.trim()).filter((pair) => pair !== '');
  return trimmed.length > 0 ? trimmed.join('; ') : undefined;
}
