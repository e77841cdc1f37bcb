import { describe, expect, it } from 'vitest';
import { memberPath } from '../../routing/routeTable';
import { currentTab } from './tabBar';

function tabOf(address: string) {
  const url = new URL(address, 'https://site.test');
  return currentTab(url.pathname, url.search);
}

describe('the tab bar marks where the player is', () => {
  it('marks home only on the home page, not on a lobby', () => {
    expect(tabOf('/')).toBe('home');
    expect(tabOf('/rng')).toBeNull();
  });

  it('marks promotions on the list and on a promotion', () => {
    expect(tabOf('/promotions')).toBe('promotions');
    expect(tabOf('/promotions/42')).toBe('promotions');
  });

  it('tells the member pages apart by their page, the rest of the centre being the account', () => {
    expect(tabOf(memberPath('depositv2'))).toBe('deposit');
    expect(tabOf(memberPath('messageV2'))).toBe('messages');
    expect(tabOf(memberPath('securityCenter'))).toBe('account');
    expect(tabOf(memberPath('withdraw'))).toBe('account');
  });
});
