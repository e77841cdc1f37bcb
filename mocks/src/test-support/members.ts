import type { MockStore } from '../state/store.js';

/** A seeded member signed in on the stand-in: its record, its token and a client's headers. */
export function signedIn(store: MockStore, account: string) {
  const member = store.accounts.byAccount(account);
  if (!member) throw new Error(`no seed member ${account}`);
  const token = store.sessions.createWithToken(member.id, `token-${account}`);
  return { member, token, headers: { Merchant: 'PH01', Authorization: token } };
}

/** A seeded member's balance in minor units. */
export function balanceOf(store: MockStore, account: string): number {
  const member = store.accounts.byAccount(account);
  if (!member) throw new Error(`no seed member ${account}`);
  return store.wallet.balanceMinor(member.id);
}
