import { MemberType, type Accounts } from '../accounts.js';
import type { ChatRooms } from '../chat.js';
import type { Inbox } from '../inbox.js';
import { seedPasswordHash } from '../passwords.js';
import { DAY_MS } from '../siteTime.js';
import type { Wallet } from '../wallet.js';

/**
 * Base32 authenticator secret of `traveller1`, so tests and local runs can compute valid codes.
 * Public on purpose: it guards nothing but seed data.
 */
export const TRAVELLER_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Loopback in every form the stand-in sees it, directly or through the gateway. */
const LOOPBACK_IPS = ['127.0.0.1', '::1'];

/** Only the domains the cast is written into, so seeding sits below the store that runs it. */
export interface MembersSeedTarget {
  now: () => number;
  accounts: Pick<Accounts, 'add'>;
  wallet: Pick<Wallet, 'post'>;
  inbox: Pick<Inbox, 'send' | 'markRead'>;
  chat: Pick<ChatRooms, 'post'>;
}

function credit(
  store: MembersSeedTarget,
  memberId: string,
  amountMinor: number,
  reference: string,
) {
  store.wallet.post({ memberId, deltaMinor: amountMinor, kind: 'deposit', reference });
}

/**
 * The default cast: an agent with two downlines, a member who must change an expired password,
 * a self-excluded member, and a member whose sign-in from a new IP needs verification.
 */
export function seedMembers(store: MembersSeedTarget): void {
  const since = store.now() - 90 * DAY_MS;

  const agent = store.accounts.add({
    account: 'agent1',
    passwordHash: seedPasswordHash('Agent123'),
    nickname: 'Agent One',
    type: MemberType.Agent,
    mobile: '811112222',
    email: 'agent1@playhouse.test',
    payeeName: 'Anan Agent',
    knownIps: LOOPBACK_IPS,
    firstLogin: false,
    affiliateCode: 'AGENT1',
    vipLevel: 3,
    createdAt: since,
  });
  credit(store, agent.id, 5_000_00, 'seed:agent1');

  const player1 = store.accounts.add({
    account: 'player1',
    passwordHash: seedPasswordHash('Player123'),
    nickname: 'Lucky Player',
    uplineId: agent.id,
    mobile: '812345678',
    email: 'player1@playhouse.test',
    payeeName: 'Somchai Jaidee',
    knownIps: LOOPBACK_IPS,
    firstLogin: false,
    vipLevel: 2,
    createdAt: since + DAY_MS,
  });
  credit(store, player1.id, 1_000_00, 'seed:player1');
  store.inbox.send(
    player1.id,
    'Welcome to Playhouse',
    '<p>Your account is ready. Good luck!</p>',
    since + DAY_MS,
  );
  const weekly = store.inbox.send(
    player1.id,
    'Weekly rebate credited',
    '<p>Your weekly rebate has been credited to your wallet.</p>',
    since + 2 * DAY_MS,
  );
  store.inbox.markRead(player1.id, [weekly.id]);
  store.inbox.send(
    player1.id,
    'Security reminder',
    '<p>We will never ask for your password.</p>',
    since + 3 * DAY_MS,
  );

  const player2 = store.accounts.add({
    account: 'player2',
    passwordHash: seedPasswordHash('Player123'),
    nickname: 'Second Player',
    uplineId: agent.id,
    mobile: '813334444',
    knownIps: LOOPBACK_IPS,
    firstLogin: false,
    createdAt: since + 2 * DAY_MS,
  });
  credit(store, player2.id, 250_00, 'seed:player2');

  store.accounts.add({
    account: 'expired1',
    passwordHash: seedPasswordHash('Expired123'),
    nickname: 'Expired Password',
    mobile: '815556666',
    knownIps: LOOPBACK_IPS,
    firstLogin: false,
    passwordExpired: true,
    createdAt: since,
  });

  store.accounts.add({
    account: 'excluded1',
    passwordHash: seedPasswordHash('Excluded123'),
    nickname: 'Taking a Break',
    knownIps: LOOPBACK_IPS,
    firstLogin: false,
    selfExcluded: true,
    createdAt: since,
  });

  // A back-office account: the player site refuses it with member_no_enter (spec §6).
  store.accounts.add({
    account: 'staff1',
    passwordHash: seedPasswordHash('Staff123'),
    nickname: 'Back Office',
    type: MemberType.NonMember,
    knownIps: LOOPBACK_IPS,
    firstLogin: false,
    createdAt: since,
  });

  const traveller = store.accounts.add({
    account: 'traveller1',
    passwordHash: seedPasswordHash('Travel123'),
    nickname: 'Traveller',
    uplineId: agent.id,
    mobile: '898765432',
    email: 'traveller1@playhouse.test',
    payeeName: 'Nok Traveller',
    knownIps: ['198.51.100.20'],
    firstLogin: false,
    totpSecret: TRAVELLER_TOTP_SECRET,
    createdAt: since,
  });
  credit(store, traveller.id, 80_00, 'seed:traveller1');

  store.chat.post('LOBBY', 'Host', 'Welcome to the lobby chat!', since);
  store.chat.post('LOBBY', 'Host', 'Tonight: double points on slots.', since + 3 * DAY_MS);
}
