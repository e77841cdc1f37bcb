import { describe, expect, it } from 'vitest';
import { toGameItem } from '../api/client/games';
import { FakeTransport } from './fakeTransport';
import { playsInRoom } from './PvpRoomStore';
import { testRoot } from './testRoot';

const PVP_GAME = toGameItem({
  nodeId: 10955,
  displayName: 'KX Texas Hold’em',
  vassalage: 'KX',
  gameType: 'PVP',
  gameCode: 'KX_PVP_001',
});
const ROOMS = {
  gameCode: 'KX_PVP_001',
  list: [
    { roomId: 'KX_PVP_001_R1', roomName: 'BEGINNER', minBet: 1, maxBet: 100 },
    { roomId: 'KX_PVP_001_R2', roomName: 'VIP', minBet: 200, maxBet: 20000 },
  ],
};

function signedIn(transport: FakeTransport) {
  return testRoot({ signedIn: true, transport });
}

describe('PvpRoomStore', () => {
  it('is for PvP games only, not for vendor cards', () => {
    expect(playsInRoom(PVP_GAME)).toBe(true);
    expect(playsInRoom({ ...PVP_GAME, isGame: 'VASSALAGE' })).toBe(false);
    expect(playsInRoom({ ...PVP_GAME, gameType: 'RNG' })).toBe(false);
  });

  it("lists a game's tables for a member, and the launch goes to the table picked", async () => {
    const transport = new FakeTransport()
      .on('rooms', ROOMS)
      .on('launchGame', { url: '/wps/standin/demo/slot?ticket=t' });
    const { root } = signedIn(transport);
    expect(root.lobby.rooms.open(PVP_GAME)).toBe(true);
    await expect.poll(() => root.lobby.rooms.state).toBe('ready');
    expect(transport.calls.find((c) => c.name === 'rooms')?.payload).toEqual({
      gameCode: 'KX_PVP_001',
    });
    expect(root.lobby.rooms.rooms.map((r) => [r.name, r.minBet, r.maxBet])).toEqual([
      ['BEGINNER', 1, 100],
      ['VIP', 200, 20000],
    ]);
    const outcome = await root.play.launch(PVP_GAME, '/pvp', 'KX_PVP_001_R2');
    expect(outcome).toEqual({ kind: 'navigate', to: '/seamless' });
    expect(transport.calls.find((c) => c.name === 'launchGame')?.payload).toMatchObject({
      gameCode: 'KX_PVP_001',
      roomId: 'KX_PVP_001_R2',
    });
  });

  it('asks a visitor to log in instead of listing tables', () => {
    const transport = new FakeTransport().on('rooms', ROOMS);
    const { root } = testRoot({ transport });
    expect(root.lobby.rooms.open(PVP_GAME)).toBe(false);
    expect(root.ui.isOpen('login')).toBe(true);
    expect(transport.calls.some((c) => c.name === 'rooms')).toBe(false);
    expect(root.lobby.rooms.game).toBeNull();
  });

  it('says when the tables cannot be loaded, and loads them on retry', async () => {
    let up = false;
    const transport = new FakeTransport().on('rooms', () => {
      if (!up) throw new Error('offline');
      return ROOMS;
    });
    const { root } = signedIn(transport);
    root.lobby.rooms.open(PVP_GAME);
    await expect.poll(() => root.lobby.rooms.state).toBe('failed');
    up = true;
    await root.lobby.rooms.retry();
    expect(root.lobby.rooms.rooms).toHaveLength(2);
    root.lobby.rooms.close();
    expect(root.lobby.rooms.game).toBeNull();
  });
});
