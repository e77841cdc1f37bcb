import { DEFAULT_GAME_ICON, gameArtSrc } from '../../ui';

/** The platform keeps lottery artwork in one folder per kind of lottery (spec §3). */
export const LOTTERY_ART_FOLDERS = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;

/**
 * Where the folders sit on the image host. Lottery menus carry no icon address, so the address
 * is built from the game's group and code; the lottery gateway's family keeps it reachable
 * through the gateway when the status call names no image host.
 */
export const LOTTERY_ART_ROOT = '/lgw/images/lottery';

/** The artwork of a lottery, or the default icon for kinds without a folder (VN, SEA). */
export function lotteryArtSrc(gameGroupCode: string, gameCode: string, imageCdn: string): string {
  const folder = LOTTERY_ART_FOLDERS.find((f) => f === gameGroupCode.toUpperCase());
  if (!folder || !gameCode) return DEFAULT_GAME_ICON;
  return gameArtSrc(`${LOTTERY_ART_ROOT}/${folder}/${encodeURIComponent(gameCode)}.svg`, imageCdn);
}
