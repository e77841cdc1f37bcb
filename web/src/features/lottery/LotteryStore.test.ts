import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { createLotteryStore, lotteryKindOf, OPENED_DRAWS } from './LotteryStore';

/** The store as the lottery page gets it. */
const lottery = (root: ReturnType<typeof testRoot>['root']) =>
  root.features.get(createLotteryStore);

const BACK = 'https://playhouse.test/lottery?gameCode=CQSSC';

const entry = (gameCode: string, prizeMode: string, group: string, gameName = gameCode) => ({
  gameCode,
  gameName,
  gameGroupCode: group,
  prizeMode,
  vendor: prizeMode,
  nodeId: 1,
  currentIssue: '202611220721',
  drawTime: '2026-11-22T05:01:00.000Z',
});
const keyed = (...games: ReturnType<typeof entry>[]) =>
  Object.fromEntries(games.map((g) => [g.gameCode, g]));
const draws = (gameCode: string) => ({
  gameCode,
  list: [
    { issue: '202611220720', numbers: ['1', '2', '3', '4', '5'], drawTime: '2026-11-22T05:00Z' },
    { issue: '202611220719', numbers: ['6', '7', '8', '9', '0'], drawTime: '2026-11-22T04:59Z' },
  ],
});

/** A platform with two TCG lotteries, one fast lottery and one Southeast Asian lottery. */
function platform() {
  return new FakeTransport()
    .on('game', (p?: Record<string, unknown>) =>
      p?.prizeMode === 'Lott'
        ? keyed(entry('CQSSC', 'LOTT', 'SSC', 'Chongqing'), entry('BJPK10', 'LOTT', 'PK10'))
        : p?.prizeMode === 'ELOTT'
          ? keyed(entry('TCG1SSC', 'ELOTT', 'SSC'))
          : p?.prizeMode === 'SEA'
            ? keyed(entry('THGOV', 'SEA', 'SEA'), entry('LAOLOT', 'SEA', 'SEA'))
            : {},
    )
    .on('lottLabby', (p?: Record<string, unknown>) => ({
      url: `/wps/standin/demo/slot?ticket=${String(p?.lottoGameCode)}`,
    }))
    .on('openedNumero', (p?: Record<string, unknown>) => draws(String(p?.gameCode)))
    .on('recentLottGame', {
      recent: [entry('THGOV', 'SEA', 'SEA'), entry('BJPK10', 'LOTT', 'PK10')],
    });
}

const calls = (transport: FakeTransport, name: string) =>
  transport.calls.filter((c) => c.name === name).map((c) => c.payload);

describe('LotteryStore', () => {
  it('tells the three pages apart by path, whatever the case', () => {
    expect(lotteryKindOf('/lottery')).toBe('lottery');
    expect(lotteryKindOf('/seaLottery')).toBe('sea');
    expect(lotteryKindOf('/sealottery')).toBe('sea');
    expect(lotteryKindOf('/vnLottery')).toBe('vn');
  });

  it('opens the game named in the address: its lobby at the bet slip and its opened numbers', async () => {
    const transport = platform();
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'BJPK10', BACK);

    expect(calls(transport, 'game').map((p) => p?.prizeMode)).toEqual(['Lott', 'ELOTT']);
    expect(lottery(root).menu.value?.map((s) => s.key)).toEqual(['LOTT', 'ELOTT']);
    expect(lottery(root).selected?.gameCode).toBe('BJPK10');
    expect(calls(transport, 'lottLabby')).toEqual([
      expect.objectContaining({
        lottoGameCode: 'BJPK10',
        lottoPrizeMode: 'LOTT',
        lottoView: 'betting',
        launchMode: 'LOTT',
        backUrl: BACK,
        language: 'EN',
      }),
    ]);
    expect(lottery(root).lobby).toMatchObject({
      state: 'ready',
      value: '/wps/standin/demo/slot?ticket=BJPK10',
    });
    expect(calls(transport, 'openedNumero')).toEqual([{ gameCode: 'BJPK10', count: OPENED_DRAWS }]);
    expect(lottery(root).opened.value?.map((d) => d.issue)).toEqual([
      '202611220720',
      '202611220719',
    ]);
    // Recently played lotteries of this page only: the Southeast Asian one belongs elsewhere.
    expect(lottery(root).recent.value?.map((g) => g.gameCode)).toEqual(['BJPK10']);
    expect(lottery(root).requestedMissing).toBe(false);
  });

  it('opens the first Southeast Asian lottery at its lobby when no game is named', async () => {
    const transport = platform();
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('sea', null, BACK);

    expect(calls(transport, 'game').map((p) => p?.prizeMode)).toEqual(['SEA']);
    expect(lottery(root).selected?.gameCode).toBe('THGOV');
    expect(calls(transport, 'lottLabby')[0]).toMatchObject({
      lottoGameCode: 'THGOV',
      lottoPrizeMode: 'SEA',
      lottoView: 'lobby',
    });
    expect(lottery(root).recent.value?.map((g) => g.gameCode)).toEqual(['THGOV']);
    expect(calls(transport, 'popular')).toEqual([]);
  });

  it('lists the launched lottery as played lately once its lobby opens', async () => {
    let launched: string[] = [];
    const transport = platform()
      .on('lottLabby', (p?: Record<string, unknown>) => {
        launched = [String(p?.lottoGameCode), ...launched];
        return { url: '/wps/standin/demo/slot?ticket=t' };
      })
      .on('recentLottGame', () => ({
        recent: launched.map((code) => entry(code, 'LOTT', 'SSC')),
      }));
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'CQSSC', BACK);
    expect(lottery(root).recent.value?.map((g) => g.gameCode)).toEqual(['CQSSC']);
    await lottery(root).choose('BJPK10', BACK);
    expect(lottery(root).recent.value?.map((g) => g.gameCode)).toEqual(['BJPK10', 'CQSSC']);
  });

  it('reads the next issue and the new numbers after a draw, keeping the lobby open', async () => {
    let drawn = 0;
    const transport = platform()
      .on('game', (p?: Record<string, unknown>) =>
        p?.prizeMode === 'Lott'
          ? keyed({ ...entry('CQSSC', 'LOTT', 'SSC'), currentIssue: `20261122072${drawn + 1}` })
          : {},
      )
      .on('openedNumero', () => ({
        list: [{ issue: `20261122072${drawn}`, numbers: ['1'], drawTime: '' }],
      }));
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'CQSSC', BACK);
    expect(lottery(root).selected?.currentIssue).toBe('202611220721');

    drawn = 1;
    await lottery(root).refreshResults();
    expect(lottery(root).selected?.currentIssue).toBe('202611220722');
    expect(lottery(root).opened.value?.[0]?.issue).toBe('202611220721');
    expect(calls(transport, 'lottLabby')).toHaveLength(1);
    expect(lottery(root).lobby.state).toBe('ready');
  });

  it('says so when the named game is not offered, and shows the first one', async () => {
    const { root } = testRoot({ transport: platform(), signedIn: true });
    await lottery(root).open('lottery', 'VNHCM', BACK);
    expect(lottery(root).requestedMissing).toBe(true);
    expect(lottery(root).selected?.gameCode).toBe('CQSSC');
  });

  it('groups Vietnamese lotteries by region and reads the latest result of every province', async () => {
    const transport = new FakeTransport()
      .on('vnlottMenus', {
        gameMenus: [
          { region: 'NORTH', games: [entry('VNMB', 'LOTT', 'VN')] },
          { region: 'SOUTH', games: [entry('VNHCM', 'LOTT', 'VN'), entry('VNCM', 'LOTT', 'VN')] },
        ],
      })
      .on('popular', {
        VNHCM: { gameCode: 'VNHCM', gameName: 'Ho Chi Minh City', ...draws('VNHCM').list[0] },
        VNCM: { gameCode: 'VNCM', gameName: 'Ca Mau', issue: '', numbers: [], drawTime: null },
      })
      .on('lottRecent', { recent: [entry('VNCM', 'LOTT', 'VN')] })
      .on('lottLabby', { url: '/wps/standin/demo/slot?ticket=vn' })
      .on('openedNumero', draws('VNHCM'));
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('vn', 'VNHCM', BACK);

    expect(calls(transport, 'vnlottMenus')[0]).toMatchObject({ prizeMode: 'LOTT', device: 'WEB' });
    expect(lottery(root).menu.value?.map((s) => [s.key, s.games.map((g) => g.gameCode)])).toEqual([
      ['NORTH', ['VNMB']],
      ['SOUTH', ['VNHCM', 'VNCM']],
    ]);
    expect(lottery(root).selected?.gameCode).toBe('VNHCM');
    expect(lottery(root).latest.value?.map((r) => [r.gameCode, r.numbers.length])).toEqual([
      ['VNHCM', 5],
      ['VNCM', 0],
    ]);
    expect(lottery(root).recent.value?.map((g) => g.gameCode)).toEqual(['VNCM']);
  });

  it('switches game from the menu and ignores a game the page does not offer', async () => {
    const transport = platform();
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'CQSSC', BACK);
    await lottery(root).choose('TCG1SSC', BACK);
    expect(lottery(root).selected?.prizeMode).toBe('ELOTT');
    expect(calls(transport, 'lottLabby').map((p) => p?.lottoGameCode)).toEqual([
      'CQSSC',
      'TCG1SSC',
    ]);
    expect(lottery(root).lobby.value).toBe('/wps/standin/demo/slot?ticket=TCG1SSC');

    await lottery(root).choose('NOPE', BACK);
    expect(lottery(root).selected?.gameCode).toBe('TCG1SSC');
    expect(lottery(root).requestedMissing).toBe(true);
    expect(calls(transport, 'lottLabby')).toHaveLength(2);
  });

  it('shows the platform’s refusal of the lobby and opens it on retry; other parts stay', async () => {
    let refuse = true;
    const transport = platform().on('lottLabby', () => {
      if (refuse) throw new ApiError('server', 'in_need_true_account');
      return { url: '/wps/standin/demo/slot?ticket=ok' };
    });
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'CQSSC', BACK);
    expect(lottery(root).lobby).toMatchObject({
      state: 'failed',
      errorKey: 'in_need_true_account',
    });
    expect(lottery(root).opened.state).toBe('ready');

    refuse = false;
    await lottery(root).loadLobby();
    expect(lottery(root).lobby).toMatchObject({
      state: 'ready',
      value: expect.stringContaining('ok'),
    });
  });

  it('never frames an address that is not a web page', async () => {
    const transport = platform().on('lottLabby', { url: 'javascript:alert(1)' });
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'CQSSC', BACK);
    expect(lottery(root).lobby).toMatchObject({ state: 'failed', errorKey: 'game_url_invalid' });
  });

  it('fails the whole page only when the menu cannot be read, and loads it on retry', async () => {
    let down = true;
    const working = platform();
    const transport = platform().on('game', (p?: Record<string, unknown>) => {
      if (down) throw new ApiError('network', 'network_error');
      return working.send({ name: 'game' } as never, p);
    });
    const { root } = testRoot({ transport, signedIn: true });
    await lottery(root).open('lottery', 'CQSSC', BACK);
    expect(lottery(root).menu).toMatchObject({ state: 'failed', errorKey: 'network_error' });
    expect(lottery(root).selected).toBeNull();
    expect(calls(transport, 'lottLabby')).toEqual([]);

    down = false;
    await lottery(root).loadMenu();
    expect(lottery(root).selected?.gameCode).toBe('CQSSC');
    expect(lottery(root).lobby.state).toBe('ready');
  });

  it('drops the opened numbers of a game the player has already left', async () => {
    const pending: { gameCode: string; resolve: (v: unknown) => void }[] = [];
    const transport = platform().on(
      'openedNumero',
      (p?: Record<string, unknown>) =>
        new Promise((resolve) => pending.push({ gameCode: String(p?.gameCode), resolve })),
    );
    const { root } = testRoot({ transport, signedIn: true });
    const opening = lottery(root).open('lottery', 'CQSSC', BACK);
    await expect.poll(() => pending.length).toBe(1);
    const switching = lottery(root).choose('BJPK10', BACK);
    await expect.poll(() => pending.length).toBe(2);

    pending[1]?.resolve(draws('BJPK10'));
    await switching;
    pending[0]?.resolve({ gameCode: 'CQSSC', list: [{ issue: 'old', numbers: ['9'] }] });
    await opening;
    expect(lottery(root).selected?.gameCode).toBe('BJPK10');
    expect(lottery(root).opened.value?.[0]?.issue).toBe('202611220720');
  });
});
