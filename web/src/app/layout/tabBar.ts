import type { Messages } from '../../i18n/locales/en';

/** The member pages the tab bar leads to (see `memberPath`). */
export const DEPOSIT_PAGE = 'depositv2';
export const MESSAGES_PAGE = 'messageV2';
export const ACCOUNT_PAGE = 'securityCenter';

export type TabId = 'home' | 'promotions' | 'deposit' | 'messages' | 'account';

export interface Tab {
  id: TabId;
  label: keyof Messages;
}

/** The phone's main destinations, in the order betting apps put them (money in the middle). */
export const TABS: readonly Tab[] = [
  { id: 'home', label: 'nav_home' },
  { id: 'promotions', label: 'nav_promotions' },
  { id: 'deposit', label: 'nav_deposit' },
  { id: 'messages', label: 'tab_messages' },
  { id: 'account', label: 'tab_account' },
];

/**
 * Which tab the address belongs to, if any. The member centre is one route whose page is in the
 * query (`/member?page=…`): deposit and messages have their own tabs, every other member page is
 * the account's.
 */
export function currentTab(pathname: string, search: string): TabId | null {
  const path = pathname.toLowerCase();
  if (path === '/') return 'home';
  if (path === '/promotions' || path.startsWith('/promotions/')) return 'promotions';
  if (path !== '/member') return null;
  const page = new URLSearchParams(search).get('page');
  if (page === DEPOSIT_PAGE) return 'deposit';
  if (page === MESSAGES_PAGE) return 'messages';
  return 'account';
}
