/**
 * "Remember me" (decisions §5): the username and the sign-in type live in cookies for a day;
 * the password never does — the browser's password manager keeps it through `autocomplete`.
 */
const DAY_SECONDS = 24 * 60 * 60;
export const REMEMBER_COOKIE = 'loginRemember';
export const SMS_TYPE_COOKIE = 'loginTypeSms';
export const LAST_USER_COOKIE = 'loginUser';

export interface Remembered {
  remember: boolean;
  bySms: boolean;
  user: string;
}

function readCookie(name: string): string {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : '';
}

function writeCookie(name: string, value: string, maxAge: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function readRemembered(): Remembered {
  const remember = readCookie(REMEMBER_COOKIE) === '1';
  return {
    remember,
    bySms: remember && readCookie(SMS_TYPE_COOKIE) === '1',
    user: remember ? readCookie(LAST_USER_COOKIE) : '',
  };
}

/** Saves (or, when not wanted, forgets) who signed in and how, after a good sign-in. */
export function saveRemembered({ remember, bySms, user }: Remembered): void {
  const age = remember ? DAY_SECONDS : 0;
  writeCookie(REMEMBER_COOKIE, remember ? '1' : '', age);
  writeCookie(SMS_TYPE_COOKIE, remember && bySms ? '1' : '', age);
  writeCookie(LAST_USER_COOKIE, remember ? user : '', age);
}
