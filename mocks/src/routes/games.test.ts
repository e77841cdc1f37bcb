import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/settleRound.js';
import { VENDORS_BY_CATEGORY } from '../state/seed/games.js';
import { MockStore } from '../state/store.js';

const H = { Merchant: 'PH01' };

function signedIn() {
  const { app, store } = createApp();
  const member = store.accounts.byAccount('player1')!;
  const token = store.sessions.createWithToken(member.id, 'games-test-token');
  return { app, store, member, auth: { ...H, Authorization: token } };
}

describe('game catalogue', () => {
  it('offers at least 1,000 games covering every provider of every category', () => {
    const store = new MockStore();
    expect(store.games.games.length).toBeGreaterThanOrEqual(1000);
    for (const [category, vendors] of Object.entries(VENDORS_BY_CATEGORY)) {
      for (const vendor of vendors) {
        expect(
          store.games.games.some((g) => g.gameType === category && g.vassalage === vendor),
          `${category}/${vendor}`,
        ).toBe(true);
      }
    }
  });

  it('is the same on every start, so contracts and tests can name games', () => {
    const a = new MockStore().games.games.slice(0, 50);
    const b = new MockStore().games.games.slice(0, 50);
    expect(a).toEqual(b);
    expect(new Set(new MockStore().games.games.map((g) => g.gameCode)).size).toBe(
      new MockStore().games.games.length,
    );
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages a category with totalPages and ignores pages beyond the last', async () => {
    const { app, store } = createApp();
    const rng = store.games.games.filter((g) => g.gameType === 'RNG').length;
    const res = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameType: 'RNG', pageNo: 1, pageSize: 40 })
      .set(H);
    expect(res.body.success).toBe(true);
    expect(res.body.value.games).toHaveLength(40);
    expect(res.body.value.totalPages).toBe(Math.ceil(rng / 40));
    expect(res.body.value.games[0]).toMatchObject({
      gameType: 'RNG',
      isGame: 'GAME',
      iconUrl: expect.stringMatching(/\.svg$/),
    });
    const beyond = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameType: 'RNG', pageNo: 999, pageSize: 40 })
      .set(H);
    expect(beyond.body.value.games).toEqual([]);
  });

  it('searches by trimmed name and answers names in the asked language', async () => {
    const { app, store } = createApp();
    const target = store.games.games.find((g) => g.gameType === 'RNG')!;
    const res = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameType: 'RNG', gameName: `  ${target.names.EN}  `, pageSize: 24 })
      .set(H);
    expect(res.body.value.games.map((g: { nodeId: number }) => g.nodeId)).toContain(target.nodeId);
    const cn = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameName: target.names.EN, language: 'CN' })
      .set(H);
    expect(cn.body.value.games[0].gameName).toBe(target.names.CN);
  });

  it('filters HOT, NEW and slot sub-types from the catalogue flags', async () => {
    const { app } = createApp();
    for (const [gameClassify, check] of [
      ['HOT', (g: { isHot: number }) => g.isHot === 1],
      ['NEW', (g: { isNew: number }) => g.isNew === 1],
      ['VP', (g: { gameClassify: string }) => g.gameClassify === 'VP'],
    ] as const) {
      const res = await request(app)
        .get('/wps/relay/GCSGAME_gameList')
        .query({ gameType: 'RNG', gameClassify, pageSize: 999 })
        .set(H);
      expect(res.body.value.games.length).toBeGreaterThan(0);
      expect(res.body.value.games.every(check as (g: unknown) => boolean)).toBe(true);
    }
  });

  it('asks a visitor to sign in for FAV and RECENT', async () => {
    const { app } = createApp();
    const res = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameClassify: 'FAV' })
      .set(H);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('please_login_first');
  });
});

describe('favourites', () => {
  it('adds once, skips duplicates, lists newest first and removes idempotently', async () => {
    const { app, store, auth } = signedIn();
    const [a, b] = store.games.games.filter((g) => g.gameType === 'RNG');
    const add = (nodeId: number) =>
      request(app)
        .post('/wps/relay/MCSFE_addFavoriteGameV2')
        .set(auth)
        .send({ nodeId, vendor: 'x', gameType: 'RNG' });
    await add(a!.nodeId);
    await add(b!.nodeId);
    const again = await add(a!.nodeId);
    expect(again.body.value.ids).toEqual([b!.nodeId, a!.nodeId]);

    const list = await request(app)
      .get('/wps/relay/MCSFE_getFavoriteGamesList')
      .query({ pageNo: 1, pageSize: 999 })
      .set(auth);
    expect(list.body.value.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([
      b!.nodeId,
      a!.nodeId,
    ]);
    const fav = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameClassify: 'FAV' })
      .set(auth);
    expect(fav.body.value.games).toHaveLength(2);

    for (let i = 0; i < 2; i += 1) {
      const removed = await request(app)
        .delete('/wps/relay/MCSFE_removeFavoriteGameV2')
        .query({ nodeId: a!.nodeId })
        .set(auth);
      expect(removed.body.value.ids).toEqual([b!.nodeId]);
    }
  });

  it('refuses an unknown game and a missing token', async () => {
    const { app, auth } = signedIn();
    const unknown = await request(app)
      .post('/wps/relay/MCSFE_addFavoriteGameV2')
      .set(auth)
      .send({ nodeId: 1 });
    expect(unknown.body).toMatchObject({ success: false, message: 'game_not_found' });
    const anonymous = await request(app).get('/wps/relay/MCSFE_getFavoriteGames').set(H);
    expect(anonymous.status).toBe(401);
  });
});

describe('vendors, hot games and artwork', () => {
  it('lists every category lane with vendor cards that open a game list', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/relay/GCSGAME_newGameVendor').set(H);
    const lanes = res.body.value.data.lanes as {
      title: string;
      cards: { vassalage: string; isGame: string }[];
    }[];
    expect(lanes.find((l) => l.title === 'FISH')!.cards.map((c) => c.vassalage)).toEqual(
      VENDORS_BY_CATEGORY.FISH,
    );
    expect(lanes.every((l) => l.cards.every((c) => c.isGame === 'VASSALAGE'))).toBe(true);
  });

  it('hot list holds only hot games', async () => {
    const { app } = createApp();
    const res = await request(app)
      .get('/wps/relay/GCSGAME_hotGamesV2')
      .query({ gameType: 'RNG' })
      .set(H);
    expect(res.body.value.list.length).toBeGreaterThan(0);
    expect(res.body.value.list.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
  });

  it('home hot list leads with a VASSALAGE vendor item whose games can be listed', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/relay/GCSGAME_hotGamesV2').set(H);
    const first = res.body.value.list[0];
    expect(first).toMatchObject({ isGame: 'VASSALAGE', vassalage: 'AG', gameType: 'LIVE' });
    expect(res.body.value.list.slice(1).every((g: { isGame: string }) => g.isGame === 'GAME')).toBe(
      true,
    );
    const games = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ gameType: 'LIVE', vassalage: 'AG', gameClassify: 'ALL', pageNo: 1, pageSize: 40 })
      .set(H);
    expect(games.body.value.games.length).toBeGreaterThan(0);
    // Among games it has a game's 4:3 picture, not its 2:1 logo.
    const art = await request(app).get(first.iconUrl).set(H);
    expect(art.status).toBe(200);
    expect(String(art.body)).toContain('viewBox="0 0 320 240"');
  });

  it('serves generated SVG artwork for a game item, in the 4:3 shape of the lobby’s box', async () => {
    const { app } = createApp();
    const list = await request(app)
      .get('/wps/relay/GCSGAME_gameList')
      .query({ pageSize: 1 })
      .set(H);
    const art = await request(app).get(list.body.value.games[0].iconUrl).set(H);
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(String(art.body)).toContain('<svg');
    expect(String(art.body)).toContain('viewBox="0 0 320 240"');
  });

  it('serves each vendor card’s logo', async () => {
    const { app } = createApp();
    const res = await request(app).get('/wps/relay/GCSGAME_newGameVendor').set(H);
    const card = res.body.value.data.lanes[0].cards[0] as { iconUrl: string; displayName: string };
    const logo = await request(app).get(card.iconUrl).set(H);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(String(logo.body)).toContain(`aria-label="${card.displayName}"`);
  });
});

describe('winners board and jackpot', () => {
  it('are empty and at the seed before anyone plays', async () => {
    const { app, store } = createApp();
    const board = await request(app).get('/wps/relay/ODSFE2_getWinnerBoard').set(H);
    expect(board.body.value.list).toEqual([]);
    const jackpot = await request(app).get('/wps/relay/VIS_getJackpot').set(H);
    expect(jackpot.body.value.amount).toBe(store.jackpot.seedAmount / 100);
  });

  it('derive from settled rounds: wins listed newest first, pool fed by 1% of stakes', async () => {
    const { app, store, member } = signedIn();
    const game = store.games.find(10001)!;
    const before = store.wallet.balanceMinor(member.id);
    settleRound(store, { member, game, stake: 20_00, win: 0, reference: 'a' });
    settleRound(store, { member, game, stake: 30_00, win: 75_50, reference: 'b' });
    expect(store.wallet.balanceMinor(member.id)).toBe(before - 50_00 + 75_50);
    expect(() =>
      settleRound(store, { member, game, stake: 30_00, win: 75_50, reference: 'b' }),
    ).toThrow('duplicate_reference');

    const board = await request(app)
      .get('/wps/relay/ODSFE2_getWinnerBoard')
      .query({ gameCategory: 'ALL', limitNum: 20 })
      .set(H);
    expect(board.body.value.list).toEqual([
      expect.objectContaining({
        vo: expect.objectContaining({ customerName: 'pl***1', winAmount: 75.5, gameId: 10001 }),
      }),
    ]);
    const live = await request(app)
      .get('/wps/relay/ODSFE2_getWinnerBoard')
      .query({ gameCategory: 'LIVE' })
      .set(H);
    expect(live.body.value.list).toEqual([]);
    const jackpot = await request(app).get('/wps/relay/VIS_getJackpot').set(H);
    expect(jackpot.body.value.amount).toBe((store.jackpot.seedAmount + 50) / 100);
  });
});
