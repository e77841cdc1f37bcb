import { LOTTERY_GAMES } from './lottery.js';
import { pick, seededRandom, type Random } from './random.js';

/** The platform's game categories (spec §1). */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Slot sub-types: scratch cards, video poker, jackpot, table games, arcade. */
export const SLOT_SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;
export type SlotSubType = (typeof SLOT_SUB_TYPES)[number];

/** Game names are kept in the languages the stand-in translates; others fall back to EN. */
export interface GameNames {
  EN: string;
  CN: string;
}

export interface GameRecord {
  nodeId: number;
  names: GameNames;
  vassalage: string;
  gameType: GameCategory;
  gameCode: string;
  gameId: string;
  isHot: boolean;
  isNew: boolean;
  /** The platform's `supportPlay` 0 means "a free trial is offered". */
  trialOffered: boolean;
  freeplay: boolean;
  subType: SlotSubType | null;
  /** Position in its vendor's list, as the platform sorts it. */
  sort: number;
}

export interface VendorRecord {
  vassalage: string;
  gameType: GameCategory;
  name: string;
  sort: number;
}

/** Every provider code of spec §3 under its category, plus the lottery vendors. */
export const VENDORS_BY_CATEGORY: Record<GameCategory, readonly string[]> = {
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['AV', 'AI', 'IMES', 'TF', 'IA'],
  COCKFIGHT: ['DS88'],
  LOTT: ['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA'],
  ELOTT: ['ELOTT'],
};

const VENDOR_NAMES: Record<string, string> = {
  AE: 'AE Gaming',
  AG: 'Asia Gaming',
  BBIN: 'BBIN',
  BG: 'Big Gaming',
  CQ9: 'CQ9',
  DG: 'Dream Gaming',
  EA: 'Entertainment Asia',
  GG: 'GG Gaming',
  ISB: 'iSoftBet',
  KX: 'KX Cards',
  KY: 'Kaiyuan',
  LOTUS: 'Lotus',
  MG: 'Microgaming',
  MGS: 'MG Slots',
  OG: 'Oriental Game',
  PNG: "Play'n GO",
  PT: 'Playtech',
  RTG: 'Real Time Gaming',
  TGP: 'TGP',
  TH: 'TH Cards',
  TTG: 'Top Trend Gaming',
  WD: 'WD Slots',
  WS: 'WS Cards',
  XY: 'XY Cards',
  IBC: 'IBC Sports',
  SBT: 'SBTech',
  UG: 'UG Sports',
  AV: 'AV eSports',
  AI: 'AI eSports',
  IMES: 'IM eSports',
  TF: 'TF Gaming',
  IA: 'IA eSports',
  DS88: 'DS88 Sabong',
  LOTT: 'TCG Lottery',
  ELOTT: 'TCG Fast Lottery',
  TCG_LOTTO_VN: 'Vietnam Lottery',
  TCG_SEA: 'Southeast Asia Lottery',
};

/** Paired word lists (same index, same meaning) so slot names exist in EN and CN. */
const ADJECTIVES: readonly (readonly [string, string])[] = [
  ['Golden', '黄金'],
  ['Lucky', '幸运'],
  ['Mighty', '强大'],
  ['Jade', '翡翠'],
  ['Crimson', '赤红'],
  ['Silver', '白银'],
  ['Royal', '皇家'],
  ['Wild', '狂野'],
  ['Mystic', '神秘'],
  ['Thunder', '雷霆'],
  ['Dragon', '神龙'],
  ['Ocean', '海洋'],
  ['Fortune', '财富'],
  ['Lotus', '莲花'],
  ['Phoenix', '凤凰'],
  ['Starlit', '星光'],
  ['Emerald', '碧玉'],
  ['Blazing', '烈焰'],
  ['Frozen', '冰封'],
  ['Ancient', '远古'],
  ['Neon', '霓虹'],
  ['Sunny', '阳光'],
  ['Moonlit', '月光'],
  ['Imperial', '帝国'],
];
const NOUNS: readonly (readonly [string, string])[] = [
  ['Tiger', '猛虎'],
  ['Koi', '锦鲤'],
  ['Temple', '神殿'],
  ['Treasure', '宝藏'],
  ['Empress', '女皇'],
  ['Panda', '熊猫'],
  ['Lantern', '灯笼'],
  ['Festival', '庆典'],
  ['Pearl', '珍珠'],
  ['Warrior', '战士'],
  ['Garden', '花园'],
  ['Fruits', '水果'],
  ['Gems', '宝石'],
  ['Kingdom', '王国'],
  ['Voyage', '远航'],
  ['Riches', '富贵'],
  ['Monkey', '灵猴'],
  ['Rooster', '金鸡'],
  ['Wolf', '苍狼'],
  ['Eagle', '雄鹰'],
  ['Palace', '宫殿'],
  ['Bells', '铃铛'],
  ['Coins', '金币'],
  ['Dynasty', '王朝'],
  ['Harvest', '丰收'],
  ['Island', '海岛'],
  ['Samurai', '武士'],
  ['Pharaoh', '法老'],
  ['Safari', '狩猎'],
  ['Galaxy', '银河'],
  ['Carnival', '狂欢'],
  ['Jungle', '丛林'],
  ['Volcano', '火山'],
  ['Orchid', '兰花'],
  ['Crown', '王冠'],
  ['Clover', '四叶草'],
  ['Lion', '雄狮'],
  ['Reef', '珊瑚'],
  ['Wizard', '巫师'],
  ['Nights', '之夜'],
];

const SUB_TYPE_NAMES: Record<SlotSubType, readonly (readonly [string, string])[]> = {
  SC: [['Scratch', '刮刮乐']],
  VP: [['Video Poker', '视频扑克']],
  JP: [['Jackpot', '累积奖池']],
  TG: [
    ['Blackjack', '二十一点'],
    ['Roulette', '轮盘'],
    ['Baccarat', '百家乐'],
  ],
  AC: [['Arcade', '街机']],
};

const LIVE_TABLES: readonly (readonly [string, string])[] = [
  ['Baccarat', '百家乐'],
  ['Roulette', '轮盘'],
  ['Sic Bo', '骰宝'],
  ['Dragon Tiger', '龙虎'],
  ['Blackjack', '二十一点'],
  ['Live Lobby', '真人大厅'],
];
const FISH_GAMES: readonly (readonly [string, string])[] = [
  ['Fishing King', '捕鱼王'],
  ['Ocean Hunter', '海洋猎手'],
  ['Dragon Fishing', '龙王捕鱼'],
  ['Golden Toad', '金蟾捕鱼'],
  ['Shark Attack', '鲨鱼来袭'],
  ['Deep Sea Party', '深海派对'],
];
const PVP_GAMES: readonly (readonly [string, string])[] = [
  ['Texas Hold’em', '德州扑克'],
  ['Niu Niu', '抢庄牛牛'],
  ['Three Card Poker', '炸金花'],
  ['Fight the Landlord', '斗地主'],
  ['Mahjong', '二人麻将'],
  ['Thirteen Cards', '十三水'],
  ['Pai Gow', '牌九'],
  ['Blackjack Duel', '二十一点对战'],
  ['Dragon Tiger Duel', '龙虎斗'],
  ['Red Black War', '红黑大战'],
  ['Fish Prawn Crab', '鱼虾蟹'],
  ['Tongits', '通吃'],
];

const SLOTS_PER_RNG_VENDOR = 72;

function slotNames(random: Random, used: Set<string>): GameNames & { subType: SlotSubType | null } {
  // One in four slots belongs to a sub-type; the rest are classic reels.
  const subType = random() < 0.25 ? pick(random, SLOT_SUB_TYPES) : null;
  for (;;) {
    const [adjEn, adjCn] = pick(random, ADJECTIVES);
    const [nounEn, nounCn] = subType ? pick(random, SUB_TYPE_NAMES[subType]) : pick(random, NOUNS);
    const EN = `${adjEn} ${nounEn}`;
    if (used.has(EN)) {
      if (subType) {
        // Sub-type lists are short: number the repeats instead of looping forever.
        let n = 2;
        while (used.has(`${EN} ${n}`)) n += 1;
        used.add(`${EN} ${n}`);
        return { EN: `${EN} ${n}`, CN: `${adjCn}${nounCn} ${n}`, subType };
      }
      continue;
    }
    used.add(EN);
    return { EN, CN: `${adjCn}${nounCn}`, subType };
  }
}

interface Builder {
  games: GameRecord[];
  vendors: VendorRecord[];
  random: Random;
  usedSlotNames: Set<string>;
}

function addGame(
  b: Builder,
  vendor: string,
  gameType: GameCategory,
  names: GameNames,
  options: { code?: string; subType?: SlotSubType | null; trialRate: number },
): void {
  const nodeId = 10_001 + b.games.length;
  const sort = b.games.filter((g) => g.vassalage === vendor && g.gameType === gameType).length;
  b.games.push({
    nodeId,
    names,
    vassalage: vendor,
    gameType,
    gameCode: options.code ?? `${vendor}_${gameType}_${String(sort + 1).padStart(3, '0')}`,
    gameId: String(100_000 + nodeId),
    isHot: b.random() < 0.1,
    isNew: b.random() < 0.08,
    trialOffered: b.random() < options.trialRate,
    freeplay: b.random() < 0.05,
    subType: options.subType ?? null,
    sort,
  });
}

/**
 * The stand-in's whole catalogue: at least 1,000 games over every provider of spec §3.
 * Built from a fixed seed, so node ids, names and flags are the same on every start.
 */
export function seedCatalogue(): { games: GameRecord[]; vendors: VendorRecord[] } {
  const b: Builder = {
    games: [],
    vendors: [],
    random: seededRandom(20_260_101),
    usedSlotNames: new Set(),
  };
  for (const gameType of GAME_CATEGORIES) {
    VENDORS_BY_CATEGORY[gameType].forEach((vassalage, sort) => {
      b.vendors.push({ vassalage, gameType, name: VENDOR_NAMES[vassalage] ?? vassalage, sort });
    });
  }

  for (const vendor of VENDORS_BY_CATEGORY.RNG) {
    for (let i = 0; i < SLOTS_PER_RNG_VENDOR; i += 1) {
      const { subType, ...names } = slotNames(b.random, b.usedSlotNames);
      addGame(b, vendor, 'RNG', names, { subType, trialRate: 0.6 });
    }
  }
  for (const vendor of VENDORS_BY_CATEGORY.LIVE) {
    for (const [EN, CN] of LIVE_TABLES) {
      addGame(
        b,
        vendor,
        'LIVE',
        { EN: `${vendor} ${EN}`, CN: `${vendor} ${CN}` },
        { trialRate: 0 },
      );
    }
  }
  for (const vendor of VENDORS_BY_CATEGORY.FISH) {
    for (const [EN, CN] of FISH_GAMES) {
      addGame(
        b,
        vendor,
        'FISH',
        { EN: `${vendor} ${EN}`, CN: `${vendor} ${CN}` },
        { trialRate: 0.5 },
      );
    }
  }
  for (const vendor of VENDORS_BY_CATEGORY.PVP) {
    for (const [EN, CN] of PVP_GAMES) {
      addGame(
        b,
        vendor,
        'PVP',
        { EN: `${vendor} ${EN}`, CN: `${vendor} ${CN}` },
        { trialRate: 0.3 },
      );
    }
  }
  // Sports, e-sports and cockfight vendors each offer one lobby, as their platforms do.
  for (const gameType of ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) {
    for (const vendor of VENDORS_BY_CATEGORY[gameType]) {
      const name = VENDOR_NAMES[vendor] ?? vendor;
      addGame(
        b,
        vendor,
        gameType,
        { EN: name, CN: name },
        { code: `${vendor}_${gameType}`, trialRate: 0 },
      );
    }
  }
  for (const lottery of LOTTERY_GAMES) {
    const gameType: GameCategory = lottery.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT';
    addGame(b, lottery.vendor, gameType, lottery.name, { code: lottery.gameCode, trialRate: 0 });
  }
  return { games: b.games, vendors: b.vendors };
}
