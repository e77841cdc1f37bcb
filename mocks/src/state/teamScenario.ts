import { MemberType, type Accounts, type Member } from './accounts.js';
import type { Bets } from './bets.js';
import { seedPasswordHash } from './passwords.js';
import type { GameCategory } from './seed/games.js';
import { DAY_MS, HOUR_MS } from './siteTime.js';
import type { Rebates, TeamState } from './team.js';
import type { Wallet } from './wallet.js';

/**
 * A three-level agent team that played and moved money over past days, for the agent centre's
 * dev runs, provider states, journeys and benchmark (shared by both agent-centre features):
 *
 *   agent1 ─ team_sa1 (sub-agent) ─ team_sa2 (sub-agent) ─ team_m21
 *          │                      ├ team_m11, team_m12
 *          └ player1, player2, traveller1 (the default cast)
 *
 * `extraMembers` adds that many more members, spread under the two sub-agents (benchmark).
 * Every figure derives from bets and ledger rows made here, so reports add up.
 */
export interface TeamScenarioOptions {
  agent?: string;
  /** Days of play, ending yesterday. */
  days?: number;
  extraMembers?: number;
}

const GAMES: readonly GameCategory[] = ['RNG', 'LIVE', 'SPORTS', 'LOTT', 'FISH'];
/** Every seeded team member signs in with this password. */
export const TEAM_PASSWORD = 'Player123';

const SUB_AGENT_REBATES: Rebates = { LOTT: 6, RNG: 1, LIVE: 0.8, SPORTS: 0.8, FISH: 0.8, PVP: 0.8 };
const SUB_SUB_REBATES: Rebates = { LOTT: 4, RNG: 0.6, LIVE: 0.5, SPORTS: 0.5, FISH: 0.5, PVP: 0.5 };

export interface SeededTeam {
  agent: Member;
  subAgent: Member;
  subSubAgent: Member;
  members: Member[];
}

/** Only the domains the team is written into, so seeding sits below the store that runs it. */
export interface TeamSeedTarget {
  now: () => number;
  accounts: Pick<Accounts, 'add' | 'byAccount'>;
  wallet: Pick<Wallet, 'post'>;
  team: Pick<TeamState, 'noteSignIn' | 'setRebates'>;
  bets: Pick<Bets, 'record'>;
}

export function seedTeam(store: TeamSeedTarget, options: TeamScenarioOptions = {}): SeededTeam {
  const agent = store.accounts.byAccount(options.agent ?? 'agent1');
  if (!agent) throw new Error('the team scenario needs its agent');
  const days = options.days ?? 14;
  const today = Math.floor(store.now() / DAY_MS) * DAY_MS;
  const since = today - (days + 30) * DAY_MS;
  const passwordHash = seedPasswordHash(TEAM_PASSWORD);
  let serial = 0;

  const add = (account: string, upline: Member, type: number = MemberType.Member) => {
    serial += 1;
    const m = store.accounts.add({
      account,
      passwordHash,
      nickname: account,
      uplineId: upline.id,
      type,
      firstLogin: false,
      knownIps: ['127.0.0.1', '::1'],
      // Spread over the period too, so "new members" per day is not all zero.
      createdAt: serial % 3 === 0 ? today - (serial % days) * DAY_MS - DAY_MS / 2 : since,
    });
    store.wallet.post({
      memberId: m.id,
      deltaMinor: 100_00 + (serial % 7) * 50_00,
      kind: 'deposit',
      reference: `seed:team:${account}:deposit`,
    });
    store.team.noteSignIn(m.id, today - (serial % 5) * DAY_MS + 9 * HOUR_MS);
    return m;
  };

  const subAgent = add('team_sa1', agent, MemberType.SubAgent);
  store.team.setRebates(subAgent, SUB_AGENT_REBATES);
  const subSubAgent = add('team_sa2', subAgent, MemberType.SubAgent);
  store.team.setRebates(subSubAgent, SUB_SUB_REBATES);
  const members = [
    add('team_m11', subAgent),
    add('team_m12', subAgent),
    add('team_m21', subSubAgent),
  ];
  const extra = options.extraMembers ?? 0;
  for (let i = 0; i < extra; i += 1) {
    members.push(add(`bench${String(i).padStart(5, '0')}`, i % 2 === 0 ? subAgent : subSubAgent));
  }

  const players = [
    ...['player1', 'player2']
      .map((a) => store.accounts.byAccount(a))
      .filter((m): m is Member => m !== undefined),
    subAgent,
    subSubAgent,
    ...members.slice(0, 3),
  ];
  // Bets for the named members every day; the extra members play on one day each, so the
  // benchmark's reports carry rows without millions of bets.
  let bet = 0;
  const record = (m: Member, at: number) => {
    bet += 1;
    const stake = 10_00 + (bet % 9) * 5_00;
    const win = bet % 3 === 0 ? stake * 2 : bet % 3 === 1 ? 0 : Math.floor(stake / 2);
    store.bets.record({
      memberId: m.id,
      account: m.account,
      nodeId: 1,
      gameCode: 'demo',
      gameName: 'Demo Slot',
      vassalage: 'PT',
      gameType: GAMES[bet % GAMES.length] ?? 'RNG',
      stake,
      win,
      reference: `seed:team:bet:${bet}`,
      placedAt: at,
    });
  };
  for (let d = days; d >= 1; d -= 1) {
    const dayStart = today - d * DAY_MS;
    players.forEach((m, i) => {
      if ((d + i) % 4 !== 0) record(m, dayStart + (10 + i) * HOUR_MS);
    });
  }
  members.slice(3).forEach((m, i) => record(m, today - ((i % days) + 1) * DAY_MS + 12 * HOUR_MS));

  // Money out too, so the withdrawal figures are not all zero.
  members.slice(0, 2).forEach((m, i) => {
    store.wallet.post({
      memberId: m.id,
      deltaMinor: -20_00,
      kind: 'withdrawal',
      reference: `seed:team:withdrawal:${i}`,
    });
  });
  return { agent, subAgent, subSubAgent, members };
}
