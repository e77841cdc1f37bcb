/** Names under which a browser could try to pick a merchant in a query or a body. */
export const MERCHANT_KEY = /^merchant(code)?$/i;

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Replaces the value of every `merchant` / `merchantCode` pair in a urlencoded string with the
 * configured code. Other pairs keep their exact bytes, so signatures or odd encodings survive.
 */
export function overrideMerchantInUrlencoded(raw: string, merchantCode: string): string {
  if (!/merchant/i.test(raw)) return raw;
  return raw
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return MERCHANT_KEY.test(decodeKey(key))
        ? `${key}=${encodeURIComponent(merchantCode)}`
        : pair;
    })
    .join('&');
}

/** The same for a request target: only the query part changes. */
export function overrideMerchantInUrl(url: string, merchantCode: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  return url.slice(0, q + 1) + overrideMerchantInUrlencoded(url.slice(q + 1), merchantCode);
}

/**
 * A JSON body with a merchant at the top level or inside `data` (the platform client's wrapper)
 * gets the configured code. Returns undefined when nothing had to change.
 */
export function overrideMerchantInJson(parsed: unknown, merchantCode: string): unknown {
  let changed = false;
  const visit = (obj: unknown): void => {
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return;
    const record = obj as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (MERCHANT_KEY.test(key) && record[key] !== merchantCode) {
        record[key] = merchantCode;
        changed = true;
      }
    }
  };
  visit(parsed);
  if (typeof parsed === 'object' && parsed !== null)
    visit((parsed as Record<string, unknown>).data);
  return changed ? parsed : undefined;
}
