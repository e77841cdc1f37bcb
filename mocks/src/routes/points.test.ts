import fs from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { DEV_PUBLIC_KEY_FILE, encryptForPlatform } from '../crypto/payloadEncryption.js';
import { settleRound } from '../state/settleRound.js';

const H = { Merchant: 'PH01' };
const PUBLIC_KEY = fs.readFileSync(DEV_PUBLIC_KEY_FILE, 'utf8');
const KEY = 'abcdefghijklmnop';

function signedIn(dev = false) {
  const { app, store } = createApp({ dev });
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
    const detail = await request(app).get('/wps/relay/ODSFE2_MemTransDet').set(auth);
    expect(detail.body.value.list[0]).toMatchObject({ type: 'EARN_BET', change: 25 });
  });

  it('lists the points details of the period asked for, up to but not including its end', async () => {
    const { app, store, member, auth: before10Days } = signedIn();
    // Deposit points are earned at the first read; a stake ten days later earns its own.
    await request(app).get('/wps/relay/MCS2_getPointBalance').set(before10Days);
    store.clockOffsetMs += 10 * 24 * 60 * 60 * 1000;
    const auth = { ...H, Authorization: store.sessions.createWithToken(member.id, 'later-token') };
    const playedAt = store.now();
    settleRound(store, {
      member,
      game: store.games.find(10001)!,
      stake: 40_00,
      win: 0,
      reference: 'window-1',
    });
    const settledBy = store.now();
    const details = async (window: { startTime: number; endTime: number }) =>
      (await request(app).get('/wps/relay/ODSFE2_MemTransDet').query(window).set(auth)).body.value;

    const thatDay = await details({ startTime: playedAt, endTime: settledBy + 1 });
    expect(thatDay.list).toEqual([expect.objectContaining({ type: 'EARN_BET', change: 40 })]);
    expect(thatDay.total).toBe(1);
    const before = await details({ startTime: 0, endTime: playedAt });
    expect(before.list.map((r: { type: string }) => r.type)).not.toContain('EARN_BET');
    expect(before.list.length).toBeGreaterThan(0);
    const later = await details({ startTime: settledBy + 1, endTime: settledBy + 86_400_000 });
    expect(later.list).toEqual([]);
    const everything = await request(app).get('/wps/relay/ODSFE2_MemTransDet').set(auth);
    expect(everything.body.value.total).toBe(before.total + 1);
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
      status: 'APPROVED',
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

  it('shows the catalogue to a visitor, and refuses a dead token instead of ignoring it', async () => {
    const { app } = createApp();
    const visitor = await request(app).get('/wps/relay/MCS2_getPointReward').set(H);
    expect(visitor.body.value.list.map((r: { type: string }) => r.type)).toContain('GOODS');
    const dead = await request(app)
      .get('/wps/relay/MCS2_getPointReward')
      .set({ ...H, Authorization: 'no-such-token' });
    expect(dead.status).toBe(401);
  });

  it('applies for goods, and the operator approves or rejects; a rejection gives points back once', async () => {
    const { app, store, member, auth } = signedIn(true);
    store.points.earn(member.id, 20_000_00, 'EARN_DEPOSIT', 'seed');
    const balance = async () =>
      (await request(app).get('/wps/relay/MCS2_getPointBalance').set(auth)).body.value.points;
    const start = await balance();
    const redeem = (requestId: string) => {
      const mug = encrypted({ rewardId: 5, quantity: 1, password: 'Player123', requestId });
      return request(app)
        .post('/wps/relay/passwordCheck/MCS2_redeemPointReward')
        .set({ ...auth, Encryption: mug.header, 'Content-Type': 'text/plain' })
        .send(mug.body);
    };
    const first = await redeem('g1');
    expect(first.body.value).toMatchObject({ status: 'APPLYING', pointsRequired: 8_000 });
    expect((await redeem('g1')).body).toMatchObject({ message: 'duplicate_reference' });
    const second = await redeem('g2');
    expect(await balance()).toBe(start - 16_000);

    const pending = await request(app).get('/__dev/points/exchanges');
    expect(pending.body.value).toHaveLength(2);
    await request(app)
      .post(`/__dev/points/exchanges/${first.body.value.transactionNo}/review`)
      .send({ decision: 'approve', remark: 'Posted' })
      .expect(200);
    await request(app)
      .post(`/__dev/points/exchanges/${second.body.value.transactionNo}/review`)
      .send({ decision: 'reject', remark: 'No address' })
      .expect(200);
    await request(app)
      .post(`/__dev/points/exchanges/${second.body.value.transactionNo}/review`)
      .send({ decision: 'reject' })
      .expect(409);
    expect(await balance()).toBe(start - 8_000);

    const list = await request(app).get('/wps/relay/MCS2_getRedeemPointList').set(auth);
    expect(list.body.value.list.map((r: { status: string; remark: string }) => r)).toMatchObject([
      { status: 'REJECTED', remark: 'No address' },
      { status: 'APPROVED', remark: 'Posted' },
    ]);
    const applying = await request(app)
      .get('/wps/relay/MCS2_getRedeemPointList')
      .query({ status: 'APPLYING' })
      .set(auth);
    expect(applying.body.value.list).toHaveLength(0);
  });

  it('says when an item is out of stock, and moves nothing', async () => {
    const { app, store, member, auth } = signedIn();
    store.points.earn(member.id, 1_000_000_00, 'EARN_DEPOSIT', 'seed');
    const mug = store.points.rewards.find((r) => r.id === 5)!;
    mug.stock = 1;
    await request(app).get('/wps/relay/MCS2_getPointBalance').set(auth);
    const before = store.points.balance(member.id);
    const two = encrypted({ rewardId: 5, quantity: 2, password: 'Player123', requestId: 's1' });
    const res = await request(app)
      .post('/wps/relay/passwordCheck/MCS2_redeemPointReward')
      .set({ ...auth, Encryption: two.header, 'Content-Type': 'text/plain' })
      .send(two.body);
    expect(res.body).toMatchObject({ success: false, message: 'reward_out_of_stock' });
    expect(store.points.balance(member.id)).toBe(before);
    expect(mug.stock).toBe(1);
  });
});
