/**
 * Choices the gateway needs to render a page the way this device shows it: it cannot read web
 * storage, so each choice is also kept in a cookie of the same name (nothing secret: a language
 * code, a theme name, a mark).
 *
 * `ANONYMOUS_POPUP` mirrors the session-storage mark of the visitors' announcement popup (spec
 * §"Announcement popup"): while it is set the gateway leaves that popup out of the page it renders,
 * so a visitor who closed it (or a member, whom the gateway cannot tell from a visitor) never sees
 * it flash on a reload. It lives for the browser session, as the mark does; session storage stays
 * what the browser itself goes by.
 */
export type PreferenceCookie = 'lang' | 'theme' | 'ANONYMOUS_POPUP';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * `maxAge`: a year by default; `null` keeps it until the browser closes, like session storage;
 * 0 forgets it.
 */
export function rememberForServer(
  name: PreferenceCookie,
  value: string,
  maxAge: number | null = YEAR_SECONDS,
): void {
  if (typeof document === 'undefined') return;
  const lifetime = maxAge === null ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${lifetime}; SameSite=Lax`;
}
