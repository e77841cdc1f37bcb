import fs from 'node:fs';
import path from 'node:path';

/** The web build's list of the site's pages (web/vite.config.ts, from its route table). */
export const PAGE_ROUTES_FILE = 'page-routes.json';

/** Whether a path is one of the site's pages; without the build's list, every path is. */
export type IsPage = (pathname: string) => boolean;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Reads the build's list once. Paths match case-insensitively, as the web's router does, except
 * those the router matches exactly; a trailing slash is ignored, as the router ignores it.
 */
export function readPageRoutes(webDist: string): IsPage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(webDist, PAGE_ROUTES_FILE), 'utf8'));
  } catch {
    return () => true;
  }
  const list = (parsed ?? {}) as { paths?: unknown; caseSensitive?: unknown };
  const exact = new Set(strings(list.caseSensitive));
  const loose = new Set(
    strings(list.paths)
      .filter((p) => !exact.has(p))
      .map((p) => p.toLowerCase()),
  );
  if (exact.size === 0 && loose.size === 0) return () => true;
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    return exact.has(trimmed) || loose.has(trimmed.toLowerCase());
  };
}
