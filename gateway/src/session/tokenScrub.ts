/**
 * A copy of a parsed answer without the session's token: a property holding it is dropped, and
 * a string that merely contains it (an address with `?token=`) loses it.
 */
export function withoutToken(value: unknown, token: string): unknown {
  if (typeof value === 'string') return value.includes(token) ? value.split(token).join('') : value;
  if (Array.isArray(value))
    return value.filter((item) => item !== token).map((item) => withoutToken(item, token));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === token) continue;
    out[key] = withoutToken(item, token);
  }
  return out;
}
