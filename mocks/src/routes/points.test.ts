import fs from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { DEV_PUBLIC_KEY_FILE, encryptForPlatform } from '../crypto/payloadEncryption.js';
import { settleRound } from '../state/bets.js';

const H = { Merchant: 'PH01' };
const PUBLIC_KEY = fs.readFileSync(DEV_PUBLIC_KEY_FILE, 'utf8');
const KEY = 'abcdefghijklmnop';

function signedIn() {
  const { app, store } = createApp();
  const member = store.accounts.byAccount('player1')!;
  const token = store.sessions.createWithToken(member.id, 'points-test-token');
  return { app, store, member, auth: { ...H, Authorization: token } };
}

function encrypted(payload: unknown) {
  const { header, body } = encryptForPlatform(PUBLIC_KEY, KEY, payload);
  return { header, body: body! };
}

describe('points mall', () => {
  it('gives each deposit its points once, however often the balance is read', async () => {
    const { app, store, member, auth } = signedIn();
    const deposits = store.wallet
      .entries(member.id)
      .filter((e) => e.kind === 'deposit')
      .reduce((sum, e) => sum + e.deltaMinor, 0);
    await request(app).get('/wps/relay/MCS2_getPointBalance').set(auth);
    const res = await request(app).get('/wps/relay/MCS2_getPointBalance').set(auth);
    expect(res.body.value.points).toBe(Math.floor(deposits / 100));
    store.wallet.post({
      memberId: member.id,
      deltaMinor: 250_00,
      kind: 'deposit',
      reference: 'd2',
    });
    const after = await request(app).get('/wps/relay/MCS2_getPointBalance').set(auth);
    expect(after.body.value.points).toBe(Math.floor(deposits / 100) + 250);
    const detail = await request(app).get('/wps/relay/ODSFE2_MemTransDet').set(auth);
    expect(detail.body.value.list[0]).toMatchObject({ type: 'EARN_DEPOSIT' });
  });

  it('earns points from real stakes', async () => {
    const { app, store, member, auth } = signedIn();
    const before = (await request(app).get('/wps/relay/MCSFE_getPointBalance').set(auth)).body.value
      .points;
    settleRound(store, {
      member,
      game: store.games.find(10001)!,
      stake: 25_50,
      win: 0,
      reference: 'p1',
    });
    const res = await request(app).get('/wps/relay/MCSFE_getPointBalance').set(auth);
    expect(res.body.value.points).toBe(before + 25);
  });

  it('converts points to wallet money once per request, after checking the password', async () => {
    const { app, store, member, auth } = signedIn();
    const wallet = store.wallet.balanceMinor(member.id);
    const points = (await request(app).get('/wps/relay/MCS2_getPointBalance').set(auth)).body.value
      .points;

    const wrong = encrypted({ points: 500, password: 'nope', requestId: 'c1' });
    const refused = await request(app)
      .post('/wps/relay/passwordCheck/MCS2_convertPoint')
      .set({ ...auth, Encryption: wrong.header, 'Content-Type': 'text/plain' })
      .send(wrong.body);
    expect(refused.body).toMatchObject({ success: false, message: 'payment_password_error' });

    const good = encrypted({ points: 500, password: 'Player123', requestId: 'c1' });
    const send = () =>
      request(app)
        .post('/wps/relay/passwordCheck/MCS2_convertPoint')
        .set({ ...auth, Encryption: good.header, 'Content-Type': 'text/plain' })
        .send(good.body);
    const done = await send();
    expect(done.body.value).toMatchObject({ points: points - 500, amount: 5 });
    expect(store.wallet.balanceMinor(member.id)).toBe(wallet + 5_00);
    const again = await send();
    expect(again.body).toMatchObject({ success: false, message: 'duplicate_reference' });
    expect(store.wallet.balanceMinor(member.id)).toBe(wallet + 5_00);
  });

  it('refuses a clear (unencrypted) body on a passwordCheck call', async () => {
    const { app, auth } = signedIn();
    const res = await request(app)
      .post('/wps/relay/passwordCheck/MCS2_convertPoint')
      .set(auth)
      .send({ points: 500, password: 'Player123' });
    expect(res.status).toBe(400);
  });

  it('redeems chips into the wallet and records the redemption; refuses without enough points', async () => {
    const { app, store, member, auth } = signedIn();
    const wallet = store.wallet.balanceMinor(member.id);
    const chips = encrypted({ rewardId: 1, quantity: 1, password: 'Player123' });
    const res = await request(app)
      .post('/wps/relay/passwordCheck/MCSFE_redeemPointReward')
      .set({ ...auth, Encryption: chips.header, 'Content-Type': 'text/plain' })
      .send(chips.body);
    expect(res.body.value).toMatchObject({
      exchangeType: 'CHIPS',
      status: 'COMPLETED',
      amount: 10,
    });
    expect(store.wallet.balanceMinor(member.id)).toBe(wallet + 10_00);
    const list = await request(app).get('/wps/relay/MCS2_getRedeemPointList').set(auth);
    expect(list.body.value.list).toHaveLength(1);

    const mug = encrypted({ rewardId: 5, quantity: 1, password: 'Player123' });
    const poor = await request(app)
      .post('/wps/relay/passwordCheck/MCS2_redeemPointReward')
      .set({ ...auth, Encryption: mug.header, 'Content-Type': 'text/plain' })
      .send(mug.body);
    expect(poor.body).toMatchObject({ success: false, message: 'points_insufficient' });
  });
});
