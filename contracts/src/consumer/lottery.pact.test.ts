import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, PLATFORM_HEADERS, signedInHeaders } from './client';
import { PLAYER, newPact } from './pact';

const { eachLike, eachKeyLike, like, regex, string } = MatchersV3;

const pact = newPact();

const auth = signedInHeaders;
const ISO = regex(/^\d{4}-\d\d-\d\dT.+Z$/, '2026-11-22T05:01:00.000Z');
const ISSUE = regex(/^\d{8,12}$/, '202611220721');

const menuEntry = (gameCode: string, group: string, prizeMode: string) =>
  like({
    gameCode: string(gameCode),
    gameName: string('Chongqing Lucky Time'),
    gameGroupCode: string(group),
    prizeMode: string(prizeMode),
    vendor: string('LOTT'),
    currentIssue: ISSUE,
    drawTime: ISO,
  });
const opened = like({ issue: ISSUE, numbers: eachLike('3'), drawTime: ISO });
const drawInfo = like({
  gameCode: string('TCG1SSC'),
  issue: ISSUE,
  drawTime: ISO,
  closeTime: ISO,
  lastIssue: ISSUE,
  lastNumbers: eachLike('3'),
});

describe('lottery menus', () => {
  for (const [name, read] of [
    ['game', 'menus'],
    ['gameMenu', 'gameMenu'],
  ] as const) {
    it(`reads the lottery menu of a prize mode (${name})`, async () => {
      await pact
        .addInteraction()
        .uponReceiving(`the lottery menu for prize mode Lott (${name})`)
        .withRequest('GET', '/lgw/games/game_menus', (b) =>
          b.headers(PLATFORM_HEADERS).query({ prizeMode: 'Lott', language: 'EN' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(eachKeyLike('CQSSC', menuEntry('CQSSC', 'SSC', 'LOTT'))),
        )
        .executeTest(async (server) => {
          const games = await clientFor(server.url).lottery[read]('Lott', 'EN');
          expect(games[0]).toMatchObject({ gameCode: 'CQSSC', gameGroupCode: 'SSC' });
        });
    });
  }

  it('reads the Southeast Asian lottery menu (the /seaLottery page)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the lottery menu for prize mode SEA')
      .withRequest('GET', '/lgw/games/game_menus', (b) =>
        b.headers(PLATFORM_HEADERS).query({ prizeMode: 'SEA', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(eachKeyLike('THGOV', menuEntry('THGOV', 'SEA', 'SEA'))),
      )
      .executeTest(async (server) => {
        const games = await clientFor(server.url).lottery.menus('SEA', 'EN');
        expect(games[0]).toMatchObject({ gameCode: 'THGOV', prizeMode: 'SEA' });
      });
  });

  it('reads every lottery game with its open issue', async () => {
    await pact
      .addInteraction()
      .uponReceiving('every lottery game')
      .withRequest('GET', '/lgw/games', (b) =>
        b.headers(PLATFORM_HEADERS).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(eachKeyLike('CQSSC', menuEntry('CQSSC', 'SSC', 'LOTT'))),
      )
      .executeTest(async (server) => {
        const games = await clientFor(server.url).lottery.allGames('EN');
        expect(games[0]?.currentIssue).toMatch(/^\d+$/);
      });
  });

  for (const [name, read] of [
    ['vnlottMenus', 'vnMenus'],
    ['lotteryGameMenus', 'vnMenusForHome'],
  ] as const) {
    it(`reads the Vietnamese menus by region (${name})`, async () => {
      await pact
        .addInteraction()
        .uponReceiving(`the Vietnamese lottery menus (${name})`)
        .withRequest('GET', '/lgw/vn/games/game_menu', (b) =>
          b.headers(PLATFORM_HEADERS).query({ prizeMode: 'LOTT', device: 'WEB', language: 'EN' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            gameMenus: eachLike({
              region: string('NORTH'),
              games: eachLike(menuEntry('VNMB', 'VN', 'LOTT')),
            }),
          }),
        )
        .executeTest(async (server) => {
          const menus = await clientFor(server.url).lottery[read]('EN');
          expect(menus[0]?.games[0]?.gameGroupCode).toBe('VN');
        });
    });
  }

  it('lists the Vietnamese lotteries a member launched lately', async () => {
    await pact
      .addInteraction()
      .given('a member has launched lotteries', { ...PLAYER, gameCodes: ['VNHCM'] })
      .uponReceiving('the recent Vietnamese lotteries')
      .withRequest('GET', '/lgw/vn/games/game_menu/recent', (b) =>
        b.headers(auth(PLAYER.token)).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ recent: eachLike(menuEntry('VNHCM', 'VN', 'LOTT')) }),
      )
      .executeTest(async (server) => {
        const recent = await clientFor(server.url, PLAYER.token).lottery.vnRecent('EN');
        expect(recent[0]?.gameCode).toBe('VNHCM');
      });
  });

  it('lists the lotteries a member launched lately', async () => {
    await pact
      .addInteraction()
      .given('a member has launched lotteries', { ...PLAYER, gameCodes: ['CQSSC', 'THGOV'] })
      .uponReceiving('the recent lotteries')
      .withRequest('GET', '/lgw/games/game_menus/recent', (b) =>
        b.headers(auth(PLAYER.token)).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ recent: eachLike(menuEntry('CQSSC', 'SSC', 'LOTT')) }),
      )
      .executeTest(async (server) => {
        const recent = await clientFor(server.url, PLAYER.token).lottery.recent('EN');
        // The lottery pages split this list by prize mode.
        expect(recent[0]).toMatchObject({ gameCode: 'CQSSC', prizeMode: 'LOTT' });
      });
  });
});

describe('results and draws', () => {
  const latest = like({
    gameCode: string('VNHCM'),
    gameName: string('Ho Chi Minh City'),
    issue: ISSUE,
    numbers: eachLike('12'),
    drawTime: ISO,
  });
  it('reads the latest Vietnamese results (popular)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the latest Vietnamese results (popular)')
      .withRequest('GET', '/lgw/vn/numeros/opened/game', (b) =>
        b.headers(PLATFORM_HEADERS).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachKeyLike('VNHCM', latest)))
      .executeTest(async (server) => {
        const results = await clientFor(server.url).lottery.popular('EN');
        expect(results[0]?.numbers.length).toBeGreaterThan(0);
      });
  });

  it('reads the latest result of one Vietnamese game (vnNumero)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the latest result of one Vietnamese game')
      .withRequest('GET', '/lgw/vn/numeros/opened/game', (b) =>
        b.headers(PLATFORM_HEADERS).query({ gameCode: 'VNHCM', language: 'EN' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ VNHCM: latest }))
      .executeTest(async (server) => {
        const results = await clientFor(server.url).lottery.vnNumero('VNHCM', 'EN');
        expect(results.map((r) => r.gameCode)).toEqual(['VNHCM']);
      });
  });

  it('reads the Vietnamese lottery list (vnLotteryList)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the Vietnamese lottery list')
      .withRequest('GET', '/lgw/vn/numeros/opened/game', (b) =>
        b.headers(PLATFORM_HEADERS).query({ language: 'EN' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachKeyLike('VNHCM', latest)))
      .executeTest(async (server) => {
        expect((await clientFor(server.url).lottery.vnLotteryList('EN')).length).toBeGreaterThan(0);
      });
  });

  for (const [name, path, read] of [
    ['openedNumero', '/lotto/lgw/games/opened/numero', 'opened'],
    ['lottOpenedNumero', '/lgw/games/opened/numero', 'openedDirect'],
  ] as const) {
    it(`reads opened numbers, newest first (${name})`, async () => {
      await pact
        .addInteraction()
        .given('a member is signed in', PLAYER)
        .uponReceiving(`the opened numbers of a game (${name})`)
        .withRequest('GET', path, (b) =>
          b.headers(auth(PLAYER.token)).query({ gameCode: 'TCG1SSC', count: '10' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ gameCode: string('TCG1SSC'), list: eachLike(opened) }),
        )
        .executeTest(async (server) => {
          const draws = await clientFor(server.url, PLAYER.token).lottery[read]('TCG1SSC', 10);
          expect(draws[0]?.numbers.length).toBeGreaterThan(0);
        });
    });
  }

  it('refuses opened numbers of an unknown game', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the opened numbers of an unknown game')
      .withRequest('GET', '/lgw/games/opened/numero', (b) =>
        b.headers(auth(PLAYER.token)).query({ gameCode: 'NOPE', count: '10' }),
      )
      .willRespondWith(404, (b) =>
        b.jsonBody({ success: false, message: string('game_not_found') }),
      )
      .executeTest(async (server) => {
        await expect(
          clientFor(server.url, PLAYER.token).lottery.openedDirect('NOPE', 10),
        ).rejects.toMatchObject({ kind: 'server' });
      });
  });

  it('reads the open draw of every game', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the open draws')
      .withRequest('GET', '/lgw/draw', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(eachKeyLike('TCG1SSC', drawInfo)))
      .executeTest(async (server) => {
        const draws = await clientFor(server.url).lottery.draws();
        expect(draws[0]?.closeTime).not.toBe('');
      });
  });

  it('reads the open draw of one game by code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the open draw of one game')
      .withRequest('GET', '/lgw/draw/code/TCG1SSC', (b) => b.headers(PLATFORM_HEADERS))
      .willRespondWith(200, (b) => b.jsonBody(drawInfo))
      .executeTest(async (server) => {
        const draw = await clientFor(server.url).lottery.drawOf('TCG1SSC');
        expect(draw.gameCode).toBe('TCG1SSC');
      });
  });

  it('reads the previous, current and next issue', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the issues near now')
      .withRequest('GET', '/lgw/numeros/near', (b) =>
        b.headers(PLATFORM_HEADERS).query({ gameCode: 'TCG1SSC' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          gameCode: string('TCG1SSC'),
          previous: opened,
          current: { issue: ISSUE, drawTime: ISO },
          next: { issue: ISSUE, drawTime: ISO },
        }),
      )
      .executeTest(async (server) => {
        const near = await clientFor(server.url).lottery.near('TCG1SSC');
        expect(near.previous?.numbers.length).toBeGreaterThan(0);
        expect(near.next.issue).not.toBe('');
      });
  });
});

describe('lottery lobby launch', () => {
  it('opens a named lottery at its bet slip (the address named the game)', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a lottery launch at the bet slip')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.headers(auth(PLAYER.token)).query({
          lottoArea: 'VN',
          launchMode: 'LOTT',
          device: 'WEB',
          lottoPrizeMode: 'SEA',
          lottoGameCode: 'THGOV',
          lottoView: 'betting',
          backUrl: 'https://playhouse.test/seaLottery?gameCode=THGOV',
          language: 'EN',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { url: string('/wps/standin/demo/slot?ticket=T0k3n'), gameCode: string('THGOV') },
        }),
      )
      .executeTest(async (server) => {
        const url = await clientFor(server.url, PLAYER.token).lottery.lobby({
          lottoPrizeMode: 'SEA',
          lottoGameCode: 'THGOV',
          lottoView: 'betting',
          backUrl: 'https://playhouse.test/seaLottery?gameCode=THGOV',
          language: 'EN',
        });
        expect(url).toMatch(/^\//);
      });
  });

  it('launches the lottery lobby of a game', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a lottery lobby launch')
      .withRequest('GET', '/wps/game/launchGame', (b) =>
        b.headers(auth(PLAYER.token)).query({
          lottoArea: 'VN',
          launchMode: 'LOTT',
          device: 'WEB',
          lottoPrizeMode: 'LOTT',
          lottoGameCode: 'CQSSC',
          lottoView: 'lobby',
          backUrl: 'https://playhouse.test/lottery?gameCode=CQSSC',
          language: 'EN',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { url: string('/wps/standin/demo/slot?ticket=T0k3n'), gameCode: string('CQSSC') },
        }),
      )
      .executeTest(async (server) => {
        const url = await clientFor(server.url, PLAYER.token).lottery.lobby({
          lottoPrizeMode: 'LOTT',
          lottoGameCode: 'CQSSC',
          lottoView: 'lobby',
          backUrl: 'https://playhouse.test/lottery?gameCode=CQSSC',
          language: 'EN',
        });
        expect(url).not.toBe('');
      });
  });
});
