import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { GamesApi } from './games';
import { LotteryApi } from './lottery';

describe('GamesApi decoding', () => {
  it('names a vendor by its code when the platform gives no name, so its logo card has a name', async () => {
    const transport = new FakeTransport().on('gameVendor', {
      data: {
        lanes: [
          {
            title: 'RNG',
            cards: [
              { vassalage: 'AE', displayName: 'AE Gaming', iconUrl: '/ae.svg' },
              { vassalage: 'XY', iconUrl: '/xy.svg' },
            ],
          },
        ],
      },
    });
    const [lane] = await new GamesApi(transport).vendors();
    expect(lane?.vendors.map((v) => [v.name, v.iconUrl])).toEqual([
      ['AE Gaming', '/ae.svg'],
      ['XY', '/xy.svg'],
    ]);
  });

  it('reads flags sent as 0/1 or as booleans, so hot badges and trial buttons show either way', async () => {
    const transport = new FakeTransport().on('userGame', {
      games: [
        { nodeId: 1, gameName: 'A', isHot: 1, isNew: 0, supportPlay: 0, freeplay: 0 },
        { nodeId: '2', displayName: 'B', isHot: true, isNew: 'true', freeplay: true },
      ],
      totalPages: 3,
      total: 70,
    });
    const page = await new GamesApi(transport).list({ pageNo: 1, pageSize: 40, language: 'EN' });
    expect(page.games[0]).toMatchObject({ nodeId: 1, name: 'A', isHot: true, supportPlay: 0 });
    // A missing supportPlay means no trial is offered (1), not a free one.
    expect(page.games[1]).toMatchObject({
      nodeId: 2,
      name: 'B',
      isHot: true,
      isNew: true,
      supportPlay: 1,
      freeplay: true,
    });
    expect(page).toMatchObject({ totalPages: 3, total: 70 });
    expect(transport.calls[0]?.payload).toMatchObject({ clientType: 3, pageNo: 1, pageSize: 40 });
  });

  it('reads winners whether or not the platform wraps them in `vo`', async () => {
    const transport = new FakeTransport().on('getWinnerBoard', {
      list: [
        { vo: { customerName: 'pl***1', winAmount: '75.50' } },
        { customerName: 'ag***1', winAmount: 3 },
      ],
    });
    const winners = await new GamesApi(transport).winners({ limitNum: 20, language: 'EN' });
    expect(winners.map((w) => [w.customerName, w.winAmount])).toEqual([
      ['pl***1', 75.5],
      ['ag***1', 3],
    ]);
  });

  it('reads the launch URL from an object or a bare string', async () => {
    const transport = new FakeTransport()
      .on('launchGame', { url: '/wps/standin/demo/slot?ticket=a' })
      .on('trialGame', 'https://vendor.example/play');
    const api = new GamesApi(transport);
    const request = { nodeId: 1, gameCode: 'X', vassalage: 'AE', gameType: 'RNG', language: 'EN' };
    expect(await api.launch(request)).toBe('/wps/standin/demo/slot?ticket=a');
    expect(await api.launchTrial(request)).toBe('https://vendor.example/play');
  });
});

describe('LotteryApi decoding', () => {
  it('turns the gateway’s keyed objects into lists and puts the game code into the draw path', async () => {
    const transport = new FakeTransport()
      .on('game', { CQSSC: { gameCode: 'CQSSC', gameGroupCode: 'SSC', nodeId: 11024 } })
      .on('lottoDraw', { gameCode: 'TCG1SSC', issue: '202611220721', lastNumbers: ['1', '2'] });
    const api = new LotteryApi(transport);
    expect(await api.menus('Lott', 'EN')).toEqual([
      expect.objectContaining({ gameCode: 'CQSSC', gameGroupCode: 'SSC', nodeId: 11024 }),
    ]);
    const sent: string[] = [];
    const spy = {
      send: async (endpoint: { path: string }, payload?: Record<string, unknown>) => {
        sent.push(endpoint.path);
        return transport.send(endpoint as never, payload);
      },
    };
    const draw = await new LotteryApi(spy).drawOf('TCG1SSC');
    expect(sent).toEqual(['/lgw/draw/code/TCG1SSC']);
    expect(draw.lastNumbers).toEqual(['1', '2']);
  });
});
