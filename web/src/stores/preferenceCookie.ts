/**
 * Choices the gateway needs to render a page the way this device shows it: it cannot read web
 * storage, so each choice is also kept in a cookie of the same name (nothing secret: a language
 * code, a theme name).
 */
export type PreferenceCookie = 'lang' | 'theme';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberForServer(name: PreferenceCookie, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
