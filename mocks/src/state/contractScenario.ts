import { MemberType, type Accounts, type Member } from './accounts.js';
import type { Bets } from './bets.js';
import { seedPasswordHash } from './passwords.js';
import type { Wallet } from './wallet.js';

/** Passwords of the contract team, for journeys and local runs (seed data, guards nothing). */
export const CONTRACT_TEAM_PASSWORD = 'Team1234';

const LOOPBACK_IPS = ['127.0.0.1', '::1'];

/** Only the domains the contract team touches, so this sits below the store that composes them. */
export interface ContractTeamTarget {
  now: () => number;
  accounts: Pick<Accounts, 'add' | 'byAccount'>;
  wallet: Pick<Wallet, 'post' | 'hasReference'>;
  bets: Pick<Bets, 'record'>;
}

/**
 * A three-level team for contracts: agent1 (seeded) → `subagent1` (a sub-agent) →
 * `teamplayer1` (a member). Safe to call twice: members already there are kept.
 */
export function seedContractTeam(store: ContractTeamTarget): {
  subagent: Member;
  teamPlayer: Member;
} {
  const agent = store.accounts.byAccount('agent1');
  if (!agent) throw new Error('the contract team hangs under the seeded agent1');
  const add = (account: string, upline: Member, type: Member['type']) =>
    store.accounts.byAccount(account) ??
    store.accounts.add({
      account,
      passwordHash: seedPasswordHash(CONTRACT_TEAM_PASSWORD),
      nickname: account,
      uplineId: upline.id,
      type,
      knownIps: LOOPBACK_IPS,
      firstLogin: false,
      countryCode: agent.countryCode,
      countryDialingCode: agent.countryDialingCode,
      language: agent.language,
    });
  const subagent = add('subagent1', agent, MemberType.SubAgent);
  const teamPlayer = add('teamplayer1', subagent, MemberType.Member);
  for (const m of [subagent, teamPlayer]) {
    const reference = `seed:contract-team:${m.account}`;
    if (!store.wallet.hasReference(reference)) {
      store.wallet.post({ memberId: m.id, deltaMinor: 1_000_00, kind: 'deposit', reference });
    }
  }
  return { subagent, teamPlayer };
}

/**
 * One settled round of play by a team member at the stand-in's clock, through the wallet
 * ledger, so the contracts above it have figures to pay on.
 */
export function playRound(
  store: ContractTeamTarget,
  member: Member,
  stakeMinor: number,
  winMinor: number,
  reference: string,
): void {
  store.wallet.post({ memberId: member.id, deltaMinor: -stakeMinor, kind: 'bet', reference });
  if (winMinor > 0) {
    store.wallet.post({
      memberId: member.id,
      deltaMinor: winMinor,
      kind: 'payout',
      reference: `${reference}:payout`,
    });
  }
  store.bets.record({
    memberId: member.id,
    account: member.account,
    nodeId: 1,
    gameCode: 'contract-team',
    gameName: 'Contract Team Slot',
    vassalage: 'PT',
    gameType: 'RNG',
    stake: stakeMinor,
    win: winMinor,
    reference,
    placedAt: store.now(),
  });
}
