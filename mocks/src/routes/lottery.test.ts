import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { settleRound } from '../state/settleRound.js';
import { MockStore } from '../state/store.js';

const H = { Merchant: 'PH01' };
/** 2026-11-22 12:00:30 in Bangkok: a fixed clock makes issue numbers predictable. */
const NOW = Date.UTC(2026, 10, 22, 5, 0, 30);

function stand(now = NOW) {
  let clock = now;
  const store = new MockStore({ now: () => clock });
  const { app } = createApp({ store });
  const member = store.accounts.byAccount('player1')!;
  const token = store.sessions.createWithToken(member.id, 'lott-test-token');
  return {
    app,
    store,
    member,
    auth: { ...H, Authorization: token },
    advance: (ms: number) => (clock += ms),
  };
}

describe('lottery gateway', () => {
  it('answers raw keyed menus filtered by prize mode', async () => {
    const { app } = stand();
    const res = await request(app).get('/lgw/games/game_menus').query({ prizeMode: 'Lott' }).set(H);
    expect(res.body.success).toBeUndefined();
    expect(Object.keys(res.body)).toContain('CQSSC');
    expect(
      Object.values(res.body).every((g) => (g as { prizeMode: string }).prizeMode === 'LOTT'),
    ).toBe(true);
    const elott = await request(app)
      .get('/lgw/games/game_menus')
      .query({ prizeMode: 'ELOTT' })
      .set(H);
    expect(Object.keys(elott.body)).toContain('TCG1SSC');
    expect(elott.body.CQSSC).toBeUndefined();
  });

  it('numbers issues by Bangkok date and draw of the day, and opens numbers only after the draw', async () => {
    const { app, advance, auth } = stand();
    const draw = await request(app).get('/lgw/draw/code/TCG1SSC').set(H);
    // 12:00:30 Bangkok: the 721st one-minute draw of the day is open, drawn at 12:01.
    expect(draw.body).toMatchObject({
      issue: '202611220721',
      drawTime: '2026-11-22T05:01:00.000Z',
    });
    expect(draw.body.lastIssue).toBe('202611220720');

    const before = await request(app)
      .get('/lgw/games/opened/numero')
      .query({ gameCode: 'TCG1SSC', count: 3 })
      .set(auth);
    expect(before.body.list.map((d: { issue: string }) => d.issue)).toEqual([
      '202611220720',
      '202611220719',
      '202611220718',
    ]);
    expect(before.body.list[0].numbers).toHaveLength(5);

    advance(60_000);
    const after = await request(app)
      .get('/lotto/lgw/games/opened/numero')
      .query({ gameCode: 'TCG1SSC', count: 2 })
      .set(auth);
    expect(after.body.list[0].issue).toBe('202611220721');
    // Results never change once drawn.
    expect(after.body.list[1]).toEqual(before.body.list[0]);
  });

  it('draws numbers in the shape of each game', async () => {
    const { app, auth } = stand();
    const numbers = async (gameCode: string) =>
      (await request(app).get('/lgw/games/opened/numero').query({ gameCode, count: 1 }).set(auth))
        .body.list[0].numbers as string[];
    const pk10 = await numbers('BJPK10');
    expect([...pk10].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    const lhc = await numbers('HK6');
    expect(new Set(lhc).size).toBe(7);
    expect(await numbers('VNHCM')).toHaveLength(18);
  });

  it('refuses an unknown game and opened numbers without a session', async () => {
    const { app } = stand();
    expect((await request(app).get('/lgw/draw/code/NOPE').set(H)).status).toBe(404);
    expect(
      (await request(app).get('/lgw/games/opened/numero').query({ gameCode: 'CQSSC' }).set(H))
        .status,
    ).toBe(401);
  });

  it('lists Vietnamese games by region and their latest results', async () => {
    const { app } = stand();
    const menu = await request(app).get('/lgw/vn/games/game_menu').set(H);
    expect(menu.body.gameMenus.map((m: { region: string }) => m.region)).toEqual([
      'NORTH',
      'CENTRAL',
      'SOUTH',
    ]);
    const latest = await request(app).get('/lgw/vn/numeros/opened/game').set(H);
    expect(latest.body.VNHCM.numbers).toHaveLength(18);
  });
});

describe('popular lotteries (library path)', () => {
  it('ranks lotteries by rounds really played, and lists none before any play', async () => {
    const { app, store, member } = stand();
    expect((await request(app).get('/lgw/games/popular').set(H)).body).toEqual({});
    const game = (code: string) => store.games.findByCode(code)!;
    settleRound(store, { member, game: game('HK6'), stake: 1_00, win: 0, reference: 'x1' });
    settleRound(store, { member, game: game('CQSSC'), stake: 1_00, win: 0, reference: 'x2' });
    settleRound(store, { member, game: game('CQSSC'), stake: 1_00, win: 0, reference: 'x3' });
    const res = await request(app).get('/lgw/games/popular').set(H);
    expect(Object.keys(res.body)).toEqual(['CQSSC', 'HK6']);
  });
});

describe('lottery artwork', () => {
  it('serves artwork from the folder of the game’s kind, and nothing for kinds without one', async () => {
    const { app } = stand();
    const art = await request(app).get('/lgw/images/lottery/PK10/BJPK10.svg').set(H);
    expect(art.status).toBe(200);
    expect(art.type).toBe('image/svg+xml');
    expect(String(art.body)).toContain('Beijing PK10');

    for (const path of [
      '/lgw/images/lottery/SSC/BJPK10.svg', // a folder the game is not in
      '/lgw/images/lottery/VN/VNHCM.svg', // regional lotteries have no folder
      '/lgw/images/lottery/SSC/NOPE.svg',
    ]) {
      expect((await request(app).get(path).set(H)).status).toBe(404);
    }
  });
});
