import type { Member } from './accounts.js';
import type { BetRecord, Bets } from './bets.js';
import type { JackpotPool } from './jackpot.js';
import type { Lottery } from './lottery.js';
import type { PlatformPush } from './platformPush.js';
import type { Points } from './points.js';
import type { GameRecord } from './seed/games.js';
import { WalletRefusal, type Wallet } from './wallet.js';

/**
 * Only what a round touches, so this module sits below the store that composes the domains
 * (the store passes itself).
 */
export interface RoundLedgers {
  now: () => number;
  wallet: Pick<Wallet, 'hasReference' | 'post' | 'entries'>;
  bets: Pick<Bets, 'record'>;
  jackpot: Pick<JackpotPool, 'feed'>;
  points: Pick<Points, 'creditDeposits' | 'earn'>;
  lottery: Pick<Lottery, 'find' | 'current'>;
  notify: Pick<PlatformPush, 'lotteryWin'>;
}

export interface PlayedRound {
  member: Member;
  game: GameRecord;
  /** Minor units; the stake is debited, the win credited, in that order. */
  stake: number;
  win: number;
  /** Unique per round; the wallet refuses a repeated one, so a round never settles twice. */
  reference: string;
}

/**
 * Settles one round of real play: debits the stake and credits the win through the wallet
 * ledger, records the bet, feeds the jackpot pool and earns points; a lottery game's win is
 * pushed as the platform does (`I18N` `lottery_win_…`, the draw open for bets as the issue).
 * Throws `WalletRefusal` before anything changes when the stake cannot be paid.
 */
export function settleRound(store: RoundLedgers, round: PlayedRound): BetRecord {
  const { member, game, stake, win, reference } = round;
  if (store.wallet.hasReference(`${reference}:stake`))
    throw new WalletRefusal('duplicate_reference');
  store.wallet.post({
    memberId: member.id,
    deltaMinor: -stake,
    kind: 'bet',
    reference: `${reference}:stake`,
    note: game.gameCode,
  });
  if (win > 0) {
    store.wallet.post({
      memberId: member.id,
      deltaMinor: win,
      kind: 'payout',
      reference: `${reference}:payout`,
      note: game.gameCode,
    });
  }
  const bet = store.bets.record({
    memberId: member.id,
    account: member.account,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.names.EN,
    vassalage: game.vassalage,
    gameType: game.gameType,
    stake,
    win,
    reference,
    placedAt: store.now(),
  });
  store.jackpot.feed(stake);
  // Deposits earn first, so the points rows follow the order money moved in.
  store.points.creditDeposits(member.id, store.wallet.entries(member.id));
  store.points.earn(member.id, stake, 'EARN_BET', game.names.EN);
  const lotteryGame = win > 0 ? store.lottery.find(game.gameCode) : undefined;
  if (lotteryGame) {
    store.notify.lotteryWin(member.id, {
      gameCode: game.gameCode,
      issue: store.lottery.current(lotteryGame).issue,
      amountMinor: win,
    });
  }
  return bet;
}
