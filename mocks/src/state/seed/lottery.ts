/**
 * Lottery games of the stand-in. The lottery vendors follow the platform's launch routing:
 * `LOTT` and `ELOTT` open `/lottery`, `TCG_LOTTO_VN` opens `/vnLottery`, `TCG_SEA` opens
 * `/seaLottery`. `group` is the artwork folder (11X5, LF, LHC, PK10, SSC) or the regional kind.
 */
export type LotteryGroup = '11X5' | 'LF' | 'LHC' | 'PK10' | 'SSC' | 'VN' | 'SEA';
export type LotteryVendor = 'LOTT' | 'ELOTT' | 'TCG_LOTTO_VN' | 'TCG_SEA';
/** The platform's prize modes: ModeLott LOTT, ModeElott ELOTT, ModeSea SEA (VN uses LOTT). */
export type PrizeMode = 'LOTT' | 'ELOTT' | 'SEA';

export interface LotteryGameSeed {
  gameCode: string;
  vendor: LotteryVendor;
  group: LotteryGroup;
  prizeMode: PrizeMode;
  name: { EN: string; CN: string };
  /** Seconds between draws; issues are numbered from the stand-in's draw epoch. */
  drawIntervalSeconds: number;
  /** Vietnamese region menus group their games by region. */
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH';
}

const MIN = 60;
const DAY = 86_400;

function game(
  gameCode: string,
  vendor: LotteryVendor,
  group: LotteryGroup,
  EN: string,
  CN: string,
  drawIntervalSeconds: number,
  region?: LotteryGameSeed['region'],
): LotteryGameSeed {
  const prizeMode: PrizeMode = vendor === 'ELOTT' ? 'ELOTT' : vendor === 'TCG_SEA' ? 'SEA' : 'LOTT';
  return {
    gameCode,
    vendor,
    group,
    prizeMode,
    name: { EN, CN },
    drawIntervalSeconds,
    ...(region ? { region } : {}),
  };
}

export const LOTTERY_GAMES: readonly LotteryGameSeed[] = [
  game('CQSSC', 'LOTT', 'SSC', 'Chongqing Lucky Time', '重庆时时彩', 20 * MIN),
  game('TJSSC', 'LOTT', 'SSC', 'Tianjin Lucky Time', '天津时时彩', 20 * MIN),
  game('XJSSC', 'LOTT', 'SSC', 'Xinjiang Lucky Time', '新疆时时彩', 20 * MIN),
  game('BJPK10', 'LOTT', 'PK10', 'Beijing PK10', '北京赛车', 20 * MIN),
  game('XYFT', 'LOTT', 'PK10', 'Lucky Airship', '幸运飞艇', 5 * MIN),
  game('GD11X5', 'LOTT', '11X5', 'Guangdong 11 Pick 5', '广东11选5', 20 * MIN),
  game('SD11X5', 'LOTT', '11X5', 'Shandong 11 Pick 5', '山东11选5', 20 * MIN),
  game('JX11X5', 'LOTT', '11X5', 'Jiangxi 11 Pick 5', '江西11选5', 20 * MIN),
  game('HK6', 'LOTT', 'LHC', 'Mark Six', '香港六合彩', 2 * DAY),
  game('FC3D', 'LOTT', 'LF', 'Welfare 3D', '福彩3D', DAY),
  game('PL3', 'LOTT', 'LF', 'Arrange 3', '排列三', DAY),
  game('TCG1SSC', 'ELOTT', 'SSC', 'One-Minute Lucky Time', '一分时时彩', MIN),
  game('TCG5SSC', 'ELOTT', 'SSC', 'Five-Minute Lucky Time', '五分时时彩', 5 * MIN),
  game('TCG1PK10', 'ELOTT', 'PK10', 'One-Minute Racing', '一分赛车', MIN),
  game('TCG3PK10', 'ELOTT', 'PK10', 'Three-Minute Racing', '三分赛车', 3 * MIN),
  game('TCG1_11X5', 'ELOTT', '11X5', 'One-Minute 11 Pick 5', '一分11选5', MIN),
  game('TCG3_11X5', 'ELOTT', '11X5', 'Three-Minute 11 Pick 5', '三分11选5', 3 * MIN),
  game('TCG5LHC', 'ELOTT', 'LHC', 'Five-Minute Mark Six', '五分六合彩', 5 * MIN),
  game('TCG3D', 'ELOTT', 'LF', 'Three-Minute 3D', '三分3D', 3 * MIN),
  game('VNMB', 'TCG_LOTTO_VN', 'VN', 'Northern Lottery', '越南北部彩', DAY, 'NORTH'),
  game('VNHN5', 'TCG_LOTTO_VN', 'VN', 'Hanoi VIP 5 Minutes', '河内VIP五分彩', 5 * MIN, 'NORTH'),
  game('VNDN', 'TCG_LOTTO_VN', 'VN', 'Da Nang', '岘港', DAY, 'CENTRAL'),
  game('VNKH', 'TCG_LOTTO_VN', 'VN', 'Khanh Hoa', '庆和', DAY, 'CENTRAL'),
  game('VNHUE', 'TCG_LOTTO_VN', 'VN', 'Thua Thien Hue', '承天顺化', DAY, 'CENTRAL'),
  game('VNHCM', 'TCG_LOTTO_VN', 'VN', 'Ho Chi Minh City', '胡志明市', DAY, 'SOUTH'),
  game('VNDT', 'TCG_LOTTO_VN', 'VN', 'Dong Thap', '同塔', DAY, 'SOUTH'),
  game('VNCM', 'TCG_LOTTO_VN', 'VN', 'Ca Mau', '金瓯', DAY, 'SOUTH'),
  game('VNBL', 'TCG_LOTTO_VN', 'VN', 'Bac Lieu', '薄辽', DAY, 'SOUTH'),
  game('VNVT', 'TCG_LOTTO_VN', 'VN', 'Vung Tau', '头顿', DAY, 'SOUTH'),
  game('THGOV', 'TCG_SEA', 'SEA', 'Thai Government Lottery', '泰国政府彩', 15 * DAY),
  game('LAOLOT', 'TCG_SEA', 'SEA', 'Lao Lottery', '老挝彩', DAY),
  game('MY4D', 'TCG_SEA', 'SEA', 'Malaysia 4D', '马来西亚4D', 3 * DAY),
  game('SG4D', 'TCG_SEA', 'SEA', 'Singapore 4D', '新加坡4D', 3 * DAY),
  game('KHLOT', 'TCG_SEA', 'SEA', 'Cambodia Lottery', '柬埔寨彩', DAY),
];
