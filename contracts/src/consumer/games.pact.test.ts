import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS, signedInHeaders } from './client';
import { PLAYER, newPact } from './pact';

const { eachLike, integer, like, regex, string } = MatchersV3;

const pact = newPact();

const auth = signedInHeaders;
/** Two slots of the seeded catalogue (vendor AE), and a PvP game. */
const SLOT_A = 10001;
const SLOT_B = 10002;
const PVP_GAME = 'KX_PVP_001';

/** The game fields the lobby reads; the platform adds more without notice. */
const gameItem = (overrides: Record<string, unknown> = {}) =>
  like({
    nodeId: integer(SLOT_A),
    gameName: string('Phoenix Volcano'),
    displayName: string('Phoenix Volcano'),
    iconUrl: string('/wps/standin/art/games/10001.svg'),
    vassalage: string('AE'),
    gameType: string('RNG'),
    gameCode: string('AE_RNG_001'),
    gameId: string('110001'),
    isGame: string('GAME'),
    isHot: integer(0),
    isNew: integer(0),
    supportPlay: integer(0),
    freeplay: integer(0),
    gameClassify: string(''),
    ...overrides,
  });

const LIST_QUERY = {
  clientType: '3',
  platform: 'flash,html5-desktop',
  gameType: 'RNG',
  pageNo: '1',
  pageSize: '40',
  language: 'EN',
};

describe('game lists', () => {
  it('pages a category of the lobby with its total', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a page of the slots lobby for a visitor')
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.headers(PLATFORM_HEADERS).query(LIST_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { games: eachLike(gameItem()), totalPages: integer(22), total: integer(864) },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url).games.list({
          gameType: 'RNG',
          pageNo: 1,
          pageSize: 40,
          language: 'EN',
        });
        expect(page.games[0]).toMatchObject({ nodeId: SLOT_A, gameType: 'RNG', isGame: 'GAME' });
        expect(page.totalPages).toBeGreaterThan(1);
        expect(page.total).toBeGreaterThan(page.games.length);
      });
  });

  it('narrows a lobby page to one vendor and a name, 24 at a time', async () => {
    await pact
      .addInteraction()
      .uponReceiving("a page of one vendor's slots searched by name")
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b
          .headers(PLATFORM_HEADERS)
          .query({ ...LIST_QUERY, vassalage: 'AE', gameName: 'Phoenix Volcano', pageSize: '24' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { games: eachLike(gameItem()), totalPages: integer(1), total: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url).games.list({
          gameType: 'RNG',
          vassalage: 'AE',
          gameName: 'Phoenix Volcano',
          pageNo: 1,
          pageSize: 24,
          language: 'EN',
        });
        expect(page.games[0]).toMatchObject({ vassalage: 'AE', name: 'Phoenix Volcano' });
      });
  });

  it('filters a lobby page by a classify such as Hot, 15 at a time', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a page of the hot slots for a visitor')
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.headers(PLATFORM_HEADERS).query({ ...LIST_QUERY, gameClassify: 'HOT', pageSize: '15' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            games: eachLike(gameItem({ isHot: integer(1) })),
            totalPages: integer(1),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url).games.list({
          gameType: 'RNG',
          gameClassify: 'HOT',
          pageNo: 1,
          pageSize: 15,
          language: 'EN',
        });
        expect(page.games[0]?.isHot).toBe(true);
      });
  });

  it("lists a member's favourites through the member's view of the list", async () => {
    await pact
      .addInteraction()
      .given('a member has favourite games', { ...PLAYER, nodeIds: [SLOT_B, SLOT_A] })
      .uponReceiving("the member's favourite slots as a lobby list")
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.headers(auth(PLAYER.token)).query({ ...LIST_QUERY, gameClassify: 'FAV', pageSize: '15' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            games: [gameItem({ nodeId: integer(SLOT_B) }), gameItem()],
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).games.listForMember({
          gameType: 'RNG',
          gameClassify: 'FAV',
          pageNo: 1,
          pageSize: 15,
          language: 'EN',
        });
        expect(page.games.map((g) => g.nodeId)).toEqual([SLOT_B, SLOT_A]);
      });
  });

  it('searches every category by name', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a game search by name')
      .withRequest('GET', '/wps/relay/GCSGAME_getGameMatchV2', (b) =>
        b.headers(PLATFORM_HEADERS).query({
          clientType: '3',
          platform: 'flash,html5-desktop',
          gameName: 'Phoenix Volcano',
          pageNo: '1',
          pageSize: '24',
          language: 'EN',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { games: eachLike(gameItem()), totalPages: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url).games.search(' Phoenix Volcano ', 1, 24, 'EN');
        expect(page.games[0]?.name).toBe('Phoenix Volcano');
      });
  });

  it('reads the hot games of every category for the home page', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the hot games of every category')
      .withRequest('GET', '/wps/relay/GCSGAME_hotGamesV2', (b) =>
        b.headers(PLATFORM_HEADERS).query({
          isPlatform: '2',
          platform: 'flash,html5-desktop',
          vassalage: '',
          language: 'EN',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { list: eachLike(gameItem({ isHot: integer(1) })) } }),
      )
      .executeTest(async (server) => {
        const hot = await clientFor(server.url).games.hot({ language: 'EN' });
        expect(hot[0]?.isHot).toBe(true);
      });
  });

  it('reads the hot games of a category', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the hot slots')
      .withRequest('GET', '/wps/relay/GCSGAME_hotGamesV2', (b) =>
        b.headers(PLATFORM_HEADERS).query({
          isPlatform: '2',
          platform: 'flash,html5-desktop',
          vassalage: '',
          gameType: 'RNG',
          language: 'EN',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { list: eachLike(gameItem({ isHot: integer(1) })) } }),
      )
      .executeTest(async (server) => {
        const hot = await clientFor(server.url).games.hot({ gameType: 'RNG', language: 'EN' });
        expect(hot[0]?.isHot).toBe(true);
      });
  });
});

describe('vendors', () => {
  it('reads the vendor lanes of every category', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the vendor lanes, refetched with flush')
      .withRequest('GET', '/wps/relay/GCSGAME_newGameVendor', (b) =>
        b.headers(PLATFORM_HEADERS).query({ platform: 'html5-desktop', flush: 'true' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            data: {
              lanes: eachLike({
                gameCategory: string('RNG'),
                cards: eachLike({
                  vassalage: string('AE'),
                  displayName: string('AE Gaming'),
                  gameType: string('RNG'),
                  iconUrl: string('/wps/standin/art/vendors/RNG/AE.svg'),
                  isGame: string('VASSALAGE'),
                  gameCount: integer(72),
                }),
                gameClassify: eachLike({ key: string('ALL'), vendors: eachLike('AE') }),
              }),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const lanes = await clientFor(server.url).games.vendors(true);
        expect(lanes[0]?.vendors[0]).toMatchObject({ vassalage: 'AE', isGame: 'VASSALAGE' });
        expect(lanes[0]?.classify[0]?.key).toBe('ALL');
      });
  });

  it("reads a vendor's game types", async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the game types of vendor PT')
      .withRequest('GET', '/wps/relay/GCSGAME_getVassGameType', (b) =>
        b.headers(auth(PLAYER.token)).query({ vassalage: 'PT' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { list: eachLike({ gameType: string('RNG'), gameCount: integer(72) }) },
        }),
      )
      .executeTest(async (server) => {
        const types = await clientFor(server.url, PLAYER.token).games.vendorGameTypes('PT');
        expect(types[0]?.gameCount).toBeGreaterThan(0);
      });
  });

  it('refuses an unknown vendor', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the game types of an unknown vendor')
      .withRequest('GET', '/wps/relay/GCSGAME_getVassGameType', (b) =>
        b.headers(auth(PLAYER.token)).query({ vassalage: 'NOPE' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('vendor_not_found') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).games.vendorGameTypes('NOPE'),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'vendor_not_found' });
      });
  });
});

describe('favourites', () => {
  it('reads the favourite node ids', async () => {
    await pact
      .addInteraction()
      .given('a member has favourite games', { ...PLAYER, nodeIds: [SLOT_A] })
      .uponReceiving('the favourite node ids')
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGames', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: eachLike(integer(SLOT_A)) }))
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).games.favouriteIds()).toEqual([SLOT_A]);
      });
  });

  it('answers 401 when the session is gone', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the favourite node ids with an unknown session')
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGames', (b) =>
        b.headers(auth('expired-token')),
      )
      .willRespondWith(401, (b) =>
        b.jsonBody({ success: false, message: string('please_login_first') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, 'expired-token').games.favouriteIds(),
        ).rejects.toMatchObject({ kind: 'session-expired', messageKey: 'please_login_first' });
      });
  });

  it('pages the favourites list', async () => {
    await pact
      .addInteraction()
      .given('a member has favourite games', { ...PLAYER, nodeIds: [SLOT_A] })
      .uponReceiving('the favourites list for the home page')
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGamesList', (b) =>
        b.headers(auth(PLAYER.token)).query({
          clientType: '3',
          platform: 'flash',
          pageNo: '1',
          pageSize: '999',
          language: 'EN',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            content: eachLike(gameItem()),
            pageNum: integer(1),
            totalPages: integer(1),
            ids: eachLike(integer(SLOT_A)),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).games.favourites({
          pageNo: 1,
          pageSize: 999,
          language: 'EN',
        });
        expect(page.games[0]?.nodeId).toBe(SLOT_A);
        expect(page.ids).toEqual([SLOT_A]);
      });
  });

  it('adds a favourite and answers the new list', async () => {
    await pact
      .addInteraction()
      .given('a member has favourite games', { ...PLAYER, nodeIds: [SLOT_A] })
      .uponReceiving('adding a favourite')
      .withRequest('POST', '/wps/relay/MCSFE_addFavoriteGameV2', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ nodeId: SLOT_B, vendor: 'AE', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { ids: [integer(SLOT_B), integer(SLOT_A)] } }),
      )
      .executeTest(async (server) => {
        const ids = await clientFor(server.url, PLAYER.token).games.addFavourite({
          nodeId: SLOT_B,
          vendor: 'AE',
          gameType: 'RNG',
        });
        expect(ids).toEqual([SLOT_B, SLOT_A]);
      });
  });

  it('refuses a game that is not in the catalogue', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('adding an unknown game as favourite')
      .withRequest('POST', '/wps/relay/MCSFE_addFavoriteGameV2', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ nodeId: 1, vendor: 'AE', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('game_not_found') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).games.addFavourite({
            nodeId: 1,
            vendor: 'AE',
            gameType: 'RNG',
          }),
        ).rejects.toMatchObject({ kind: 'server', messageKey: 'game_not_found' });
      });
  });

  it('removes a favourite', async () => {
    await pact
      .addInteraction()
      .given('a member has favourite games', { ...PLAYER, nodeIds: [SLOT_B, SLOT_A] })
      .uponReceiving('removing a favourite')
      .withRequest('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', (b) =>
        b
          .headers(auth(PLAYER.token))
          .query({ nodeId: String(SLOT_A), vendor: 'AE', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { ids: [integer(SLOT_B)] } }))
      .executeTest(async (server) => {
        const ids = await clientFor(server.url, PLAYER.token).games.removeFavourite({
          nodeId: SLOT_A,
          vendor: 'AE',
          gameType: 'RNG',
        });
        expect(ids).toEqual([SLOT_B]);
      });
  });
});

describe('recent games and PvP rooms', () => {
  it('lists recently launched games, newest first', async () => {
    await pact
      .addInteraction()
      .given('a member has recently launched games', { ...PLAYER, nodeIds: [SLOT_B, SLOT_A] })
      .uponReceiving('the recently launched games')
      .withRequest('GET', '/wps/relay/GCS_recentGame', (b) =>
        b.headers(auth(PLAYER.token)).query({ pageNo: '1', pageSize: '20', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: [
              gameItem({
                nodeId: integer(SLOT_B),
                launchedAt: regex(/^\d{4}-\d\d-\d\dT.+Z$/, '2026-11-22T10:00:00.000Z'),
              }),
              gameItem({ launchedAt: regex(/^\d{4}-\d\d-\d\dT.+Z$/, '2026-11-22T09:59:00.000Z') }),
            ],
            totalPages: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const recent = await clientFor(server.url, PLAYER.token).games.recent({
          pageNo: 1,
          pageSize: 20,
          language: 'EN',
        });
        expect(recent.games.map((g) => g.nodeId)).toEqual([SLOT_B, SLOT_A]);
        expect(recent.games[0]?.launchedAt).not.toBe('');
      });
  });

  it('lists the rooms of a PvP game', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the rooms of a PvP game')
      .withRequest('GET', '/wps/relay/GLS2_roomList', (b) =>
        b.headers(auth(PLAYER.token)).query({ gameCode: PVP_GAME }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              roomId: string(`${PVP_GAME}_R1`),
              roomName: string('BEGINNER'),
              minBet: like(1),
              maxBet: like(100),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const rooms = await clientFor(server.url, PLAYER.token).games.rooms(PVP_GAME);
        expect(rooms[0]?.minBet).toBeLessThan(rooms[0]!.maxBet);
      });
  });
});

describe('winners and jackpot, from real play only', () => {
  it('shows a settled win on the winners board', async () => {
    await pact
      .addInteraction()
      .given('a member has played a game', {
        account: 'player1',
        nodeId: SLOT_A,
        stake: 10,
        win: 25,
      })
      .uponReceiving('the winners board after a win')
      .withRequest('GET', '/wps/relay/ODSFE2_getWinnerBoard', (b) =>
        b.headers(PLATFORM_HEADERS).query({ gameCategory: 'ALL', limitNum: '50', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              vo: {
                customerName: string('pl***1'),
                winAmount: like(25),
                gameName: string('Phoenix Volcano'),
                gameId: integer(SLOT_A),
                iconUrl: string('/wps/standin/art/games/10001.svg'),
              },
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const winners = await clientFor(server.url).games.winners({ limitNum: 50, language: 'EN' });
        expect(winners[0]).toMatchObject({ customerName: 'pl***1', winAmount: 25 });
      });
  });

  it('shows no winners before anyone has played', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the home winners board with no play')
      .withRequest('GET', '/wps/relay/ODSFE2_getWinnerBoard', (b) =>
        b.headers(PLATFORM_HEADERS).query({ gameCategory: 'ALL', limitNum: '20', language: 'EN' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, value: { list: [] } }))
      .executeTest(async (server) => {
        const winners = await clientFor(server.url).games.homeWinners({
          limitNum: 20,
          language: 'EN',
        });
        expect(winners).toEqual([]);
      });
  });

  it('shows the jackpot pool as recorded', async () => {
    await pact
      .addInteraction()
      .given('a member has played a game', {
        account: 'player1',
        nodeId: SLOT_A,
        stake: 100,
        win: 0,
      })
      .uponReceiving('the jackpot pool')
      .withRequest('GET', '/wps/relay/VIS_getJackpot', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { amount: like(10001), lastWin: null } }),
      )
      .executeTest(async (server) => {
        const jackpot = await clientFor(server.url).games.jackpot();
        expect(jackpot.amount).toBeGreaterThan(0);
        expect(jackpot.lastWin).toBeNull();
      });
  });
});

describe('launching games', () => {
  const LAUNCH = {
    nodeId: SLOT_A,
    gameCode: 'AE_RNG_001',
    vassalage: 'AE',
    gameType: 'RNG',
    language: 'EN',
  };
  const LAUNCH_QUERY = {
    nodeId: String(SLOT_A),
    gameCode: 'AE_RNG_001',
    vassalage: 'AE',
    gameType: 'RNG',
    language: 'EN',
    device: 'WEB',
  };
  const launched = (mode: string) =>
    envelope({
      url: string('/wps/standin/demo/slot?ticket=T0k3n'),
      gameCode: string('AE_RNG_001'),
      mode,
    });

  it('launches a game for real play and answers the game URL', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a real-money game launch')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.headers(auth(PLAYER.token)).query(LAUNCH_QUERY),
      )
      .willRespondWith(200, (b) => b.jsonBody(launched('real')))
      .executeTest(async (server) => {
        const url = await clientFor(server.url, PLAYER.token).games.launch(LAUNCH);
        expect(url).not.toBe('');
      });
  });

  it('refuses a self-excluded member at launch', async () => {
    const EXCLUDED = { account: 'excluded1', token: 'excluded1-token' };
    await pact
      .addInteraction()
      .given('a member is signed in', EXCLUDED)
      .uponReceiving('a game launch by a self-excluded member')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.headers(auth(EXCLUDED.token)).query(LAUNCH_QUERY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('account_self_excluded') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, EXCLUDED.token).games.launch(LAUNCH),
        ).rejects.toMatchObject({
          kind: 'server',
          messageKey: 'account_self_excluded',
        });
      });
  });

  it('launches a free trial without an account', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a free trial launch')
      .withRequest('GET', '/wps/relay/GCS_gameTrialLaunch', (b) =>
        b.headers(PLATFORM_HEADERS).query(LAUNCH_QUERY),
      )
      .willRespondWith(200, (b) => b.jsonBody(launched('fun')))
      .executeTest(async (server) => {
        expect(await clientFor(server.url).games.launchTrial(LAUNCH)).not.toBe('');
      });
  });

  it('refuses a trial of a game that offers none', async () => {
    // AG's first live table: live casino games offer no free trial.
    const live = {
      nodeId: 10865,
      gameCode: 'AG_LIVE_001',
      vassalage: 'AG',
      gameType: 'LIVE',
      language: 'EN',
    };
    await pact
      .addInteraction()
      .uponReceiving('a free trial launch of a game without trial')
      .withRequest('GET', '/wps/relay/GCS_gameTrialLaunch', (b) =>
        b.headers(PLATFORM_HEADERS).query({ ...live, nodeId: String(live.nodeId), device: 'WEB' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: false, message: string('trial_not_supported') }),
      )
      .executeTest(async (server) => {
        await expect(clientFor(server.url).games.launchTrial(live)).rejects.toMatchObject({
          messageKey: 'trial_not_supported',
        });
      });
  });

  it('launches through the fallback launcher for fun play', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a fallback fun-play launch')
      .withRequest('GET', '/wps/relay/GCS_gameLaunchFB', (b) =>
        b.headers(PLATFORM_HEADERS).query(LAUNCH_QUERY),
      )
      .willRespondWith(200, (b) => b.jsonBody(launched('fun')))
      .executeTest(async (server) => {
        expect(await clientFor(server.url).games.launchFallback(LAUNCH)).not.toBe('');
      });
  });
});

function envelope(value: Record<string, unknown>) {
  return { success: true, value };
}
