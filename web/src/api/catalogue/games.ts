import { endpoint } from './endpoint';

/**
 * The game lobby (site group eGame, PvP and the library's game group): lists, hot games,
 * vendors, favourites, recents, PvP rooms and game launch. Where the site and the library
 * name different paths, the site's is used here and the stand-in accepts both.
 */
export const gamesEndpoints = {
  games: endpoint({
    name: 'games',
    path: '/wps/relay/GCSGAME_gameList',
    method: 'GET',
    modId: 'GAMELO3',
    token: true,
    encrypt: false,
  }),
  /**
   * The library's name for the same list, whose token flag was not recorded: the site's
   * visitors browse the lobby with it (the token still goes along when signed in), while
   * `games` (token required) serves the member-only FAV and RECENT lists.
   */
  userGame: endpoint({
    name: 'userGame',
    path: '/wps/relay/GCSGAME_gameList',
    method: 'GET',
    modId: 'GAMELO3',
    token: false,
    encrypt: false,
  }),
  getGameMatchV2: endpoint({
    name: 'getGameMatchV2',
    path: '/wps/relay/GCSGAME_getGameMatchV2',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  gameHot: endpoint({
    name: 'gameHot',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    method: 'GET',
    modId: 'GAMELOHOT3',
    token: false,
    encrypt: false,
  }),
  gameVendor: endpoint({
    name: 'gameVendor',
    path: '/wps/relay/GCSGAME_newGameVendor',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  vassGameType: endpoint({
    name: 'vassGameType',
    path: '/wps/relay/GCSGAME_getVassGameType',
    method: 'GET',
    modId: 'COMM3',
    token: true,
    encrypt: false,
  }),
  favGames: endpoint({
    name: 'favGames',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    method: 'GET',
    modId: 'GAMELOFAV3',
    token: true,
    encrypt: false,
  }),
  favGameList: endpoint({
    name: 'favGameList',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    method: 'GET',
    modId: 'GAMELOFAV3',
    token: true,
    encrypt: false,
  }),
  addFavGame: endpoint({
    name: 'addFavGame',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    method: 'POST',
    modId: 'GAMELOFAV3',
    token: true,
    encrypt: false,
  }),
  removeFavGame: endpoint({
    name: 'removeFavGame',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    method: 'DELETE',
    modId: 'GAMELOFAV3',
    token: true,
    encrypt: false,
  }),
  recentGameList: endpoint({
    name: 'recentGameList',
    path: '/wps/relay/GCS_recentGame',
    method: 'GET',
    modId: 'GAMELOREC3',
    token: true,
    encrypt: false,
  }),
  rooms: endpoint({
    name: 'rooms',
    path: '/wps/relay/GLS2_roomList',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  launchGame: endpoint({
    name: 'launchGame',
    path: '/wps/game/launchGame',
    method: 'GET',
    modId: 'GAMELO3',
    token: true,
    encrypt: false,
  }),
  trialGame: endpoint({
    name: 'trialGame',
    path: '/wps/relay/GCS_gameTrialLaunch',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  gameLaunchFB: endpoint({
    name: 'gameLaunchFB',
    path: '/wps/relay/GCS_gameLaunchFB',
    method: 'GET',
    modId: '',
    token: false,
    encrypt: false,
  }),
  /** Winners and the jackpot: figures from real play only (decisions §2). */
  winnerBoard: endpoint({
    name: 'winnerBoard',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  getWinnerBoard: endpoint({
    name: 'getWinnerBoard',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
  getJackpot: endpoint({
    name: 'getJackpot',
    path: '/wps/relay/VIS_getJackpot',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
} as const;
