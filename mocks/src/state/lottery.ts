import { LOTTERY_GAMES, type LotteryGameSeed } from './seed/lottery.js';
import { seededRandom, seedFrom, type Random } from './seed/random.js';
import { BANGKOK_OFFSET_MS } from './siteTime.js';

export { LOTTERY_GAMES, type LotteryGameSeed };

/** Issues are counted from this instant, so an issue number always names the same draw. */
export const DRAW_EPOCH = Date.UTC(2026, 0, 1, 0, 0, 0) - BANGKOK_OFFSET_MS;

export interface Draw {
  gameCode: string;
  /** The platform's issue number: Bangkok date, then the draw of the day where there are many. */
  issue: string;
  index: number;
  drawAt: number;
  /** Empty until the draw has happened. */
  numbers: string[];
}

function distinct(random: Random, count: number, from: number, to: number): number[] {
  const pool = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const out: number[] = [];
  while (out.length < count) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] ?? 0);
  return out;
}

function digits(random: Random, length: number): string {
  let s = '';
  for (let i = 0; i < length; i += 1) s += String(Math.floor(random() * 10));
  return s;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The opened numbers of a draw, as the game's kind writes them. */
export function drawNumbers(game: LotteryGameSeed, index: number): string[] {
  const random = seededRandom(seedFrom(`${game.gameCode}#${index}`));
  switch (game.group) {
    case 'SSC':
      return digits(random, 5).split('');
    case 'LF':
      return digits(random, 3).split('');
    case 'PK10':
      return distinct(random, 10, 1, 10).map(two);
    case '11X5':
      return distinct(random, 5, 1, 11).map(two);
    case 'LHC':
      return distinct(random, 7, 1, 49).map(two);
    case 'VN':
      // Southern prize table: G8, G7, G6×3, G5, G4×7, G3×2, G2, G1, special.
      return [2, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6].map((n) => digits(random, n));
    case 'SEA':
      // First prize, two front-three, two back-three, back-two.
      return [6, 3, 3, 3, 3, 2].map((n) => digits(random, n));
  }
}

/** Lottery draws on a fixed schedule per game; results are a pure function of game and issue. */
export class Lottery {
  readonly games: readonly LotteryGameSeed[] = LOTTERY_GAMES;

  constructor(private readonly now: () => number) {}

  find(gameCode: string): LotteryGameSeed | undefined {
    return this.games.find((g) => g.gameCode === gameCode);
  }

  draw(game: LotteryGameSeed, index: number): Draw {
    const drawAt = DRAW_EPOCH + (index + 1) * game.drawIntervalSeconds * 1000;
    const opened = drawAt <= this.now();
    return {
      gameCode: game.gameCode,
      issue: this.issueName(game, index, drawAt),
      index,
      drawAt,
      numbers: opened ? drawNumbers(game, index) : [],
    };
  }

  /** The draw currently open for bets. */
  current(game: LotteryGameSeed): Draw {
    const elapsed = this.now() - DRAW_EPOCH;
    return this.draw(game, Math.max(0, Math.floor(elapsed / (game.drawIntervalSeconds * 1000))));
  }

  /** The latest opened draws, newest first. */
  opened(game: LotteryGameSeed, count: number): Draw[] {
    const current = this.current(game).index;
    const draws: Draw[] = [];
    for (let i = current - 1; i >= 0 && draws.length < count; i -= 1)
      draws.push(this.draw(game, i));
    return draws;
  }

  private issueName(game: LotteryGameSeed, index: number, drawAt: number): string {
    const local = new Date(drawAt + BANGKOK_OFFSET_MS);
    const date = `${local.getUTCFullYear()}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}`;
    const perDay = Math.floor(86_400 / game.drawIntervalSeconds);
    if (perDay <= 1) return `${date}${String(index).padStart(4, '0').slice(-4)}`;
    const startOfDay = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const ofDay =
      Math.floor(
        (drawAt + BANGKOK_OFFSET_MS - startOfDay - 1) / (game.drawIntervalSeconds * 1000),
      ) + 1;
    return `${date}${String(ofDay).padStart(perDay >= 1000 ? 4 : 3, '0')}`;
  }
}
