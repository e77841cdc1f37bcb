import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { sendEncrypted } from '../test-support/platformClient.js';

describe('dev controls for agent contracts', () => {
  it('add a three-level team once, whose members can sign in', async () => {
    const store = new MockStore();
    const { app } = createApp({ store, dev: true });
    const first = await request(app).post('/__dev/contracts/team');
    expect(first.body.value).toEqual({
      accounts: ['subagent1', 'teamplayer1'],
      password: 'Team1234',
    });
    await request(app).post('/__dev/contracts/team');
    const sub = store.accounts.byAccount('subagent1');
    const player = store.accounts.byAccount('teamplayer1');
    expect(sub?.uplineId).toBe(store.accounts.byAccount('agent1')?.id);
    expect(player?.uplineId).toBe(sub?.id);
    // Seeded once: a second call adds no money.
    expect(store.wallet.balanceMinor(player!.id)).toBe(1_000_00);
    const signIn = await sendEncrypted(app, 'post', '/wps/session/login', {
      type: 'username',
      username: 'teamplayer1',
      password: 'Team1234',
    });
    expect(signIn.body.success).toBe(true);
    // Hashing the seed passwords is deliberately slow; a loaded machine needs the room.
  }, 30_000);

  it('play a round through the wallet, refusing a stake the member cannot pay', async () => {
    const store = new MockStore();
    const { app } = createApp({ store, dev: true });
    await request(app).post('/__dev/contracts/team');
    const played = await request(app)
      .post('/__dev/contracts/play')
      .send({ account: 'teamplayer1', stake: 100, win: 30 });
    expect(played.body.value).toEqual({ balance: 930 });
    const member = store.accounts.byAccount('teamplayer1')!;
    expect(store.bets.forMember(member.id)).toHaveLength(1);
    const broke = await request(app)
      .post('/__dev/contracts/play')
      .send({ account: 'teamplayer1', stake: 5_000 });
    expect(broke.status).toBe(409);
    expect(broke.body.message).toBe('insufficient_balance');
    expect(store.bets.forMember(member.id)).toHaveLength(1);
    const nobody = await request(app)
      .post('/__dev/contracts/play')
      .send({ account: 'x', stake: 1 });
    expect(nobody.status).toBe(404);
  });
});
