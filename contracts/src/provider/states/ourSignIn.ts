import type { MockStore } from '../../../../mocks/src/index.js';
import type { Member } from '../../../../mocks/src/state/accounts.js';

export interface SignedInParams {
  account?: string;
  token?: string;
}

/**
 * The start of every member- and agent-centre state: a clean stand-in and the named seed member
 * signed in with the named token.
 */
export function signIn(store: MockStore, params: SignedInParams): Member {
  store.reset();
  const account = params.account ?? 'player1';
  const member = store.accounts.byAccount(account);
  if (!member) throw new Error(`no seed member "${account}"`);
  store.sessions.createWithToken(member.id, params.token ?? `${account}-token`);
  return member;
}
