import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { PushDelivery } from '../push/pushBus.js';
import { MockStore } from '../state/store.js';

let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let seen: PushDelivery[];

beforeEach(() => {
  store = new MockStore();
  ({ app } = createApp({ store, dev: true }));
  seen = [];
  store.push.subscribe((d) => seen.push(d));
});

function idOf(account: string): string {
  const m = store.accounts.byAccount(account);
  if (!m) throw new Error(`no seed member ${account}`);
  return m.id;
}

const H = { Merchant: 'PH01' };

describe('operator push controls', () => {
  it('do not exist unless the stand-in runs in dev mode', async () => {
    const prod = createApp({ store }).app;
    const res = await request(prod)
      .post('/__dev/push/online-message')
      .send({ account: 'player1', title: 't', message: 'm' });
    expect(res.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('send an online message by account or by member id, answering the sendId', async () => {
    const byAccount = await request(app)
      .post('/__dev/push/online-message')
      .send({ account: 'player1', title: 'Maintenance', message: 'Back at 04:00' });
    const byId = await request(app)
      .post('/__dev/push/online-message')
      .send({ memberId: idOf('player2'), title: 'Hello', message: 'Hi' });
    expect(byAccount.body).toEqual({
      success: true,
      message: '',
      value: { sendId: expect.any(String) },
    });
    expect(seen).toEqual([
      {
        topic: 'user',
        memberId: idOf('player1'),
        body: {
          type: 'ONLINE_MSG',
          sendId: byAccount.body.value.sendId,
          title: 'Maintenance',
          message: 'Back at 04:00',
        },
      },
      {
        topic: 'user',
        memberId: idOf('player2'),
        body: { type: 'ONLINE_MSG', sendId: byId.body.value.sendId, title: 'Hello', message: 'Hi' },
      },
    ]);
  });

  it('refuse a body without exactly one of memberId and account, and an unknown member', async () => {
    const path = '/__dev/push/online-message';
    const neither = await request(app).post(path).send({ title: 't', message: 'm' });
    const both = await request(app)
      .post(path)
      .send({ account: 'player1', memberId: idOf('player1'), title: 't', message: 'm' });
    const nobody = await request(app)
      .post(path)
      .send({ account: 'nobody', title: 't', message: 'm' });
    expect([neither.status, both.status, nobody.status]).toEqual([400, 400, 404]);
    expect(neither.body).toMatchObject({ success: false, message: 'request_param_err' });
    expect(nobody.body).toMatchObject({ success: false, message: 'account_not_found' });
    expect(seen).toEqual([]);
  });

  it('send a manual gift as a popup, and put it in the reward centre the client reloads', async () => {
    const token = store.sessions.create(idOf('player2'));
    const res = await request(app)
      .post('/__dev/push/manual-promo')
      .send({ account: 'player2', title: 'Birthday gift', message: 'Happy birthday!', amount: 25 });
    expect(seen.map((d) => d.body)).toEqual([
      {
        type: 'MANUAL_PROMO',
        sendId: res.body.value.sendId,
        popup: true,
        title: 'Birthday gift',
        message: 'Happy birthday!',
      },
    ]);
    const list = await request(app)
      .get('/wps/relay/MCSFE_getClaimPromotion')
      .set({ ...H, Authorization: token });
    expect(JSON.stringify(list.body.value)).toContain('Birthday gift');
    const gift = store.rewards
      .rewardsOf(idOf('player2'))
      .find((r) => r.id === res.body.value.rewardId);
    expect(gift).toMatchObject({ title: 'Birthday gift', amountMinor: 25_00, status: 'CLAIMABLE' });
  });

  it('send an extra reward with its amount in major units', async () => {
    const res = await request(app)
      .post('/__dev/push/extra-reward')
      .send({ account: 'player1', promotionId: 301, promotionName: 'Reload', amount: '12.5' });
    expect(seen.map((d) => d.body)).toEqual([
      {
        type: 'PROMO_EXTRA_REWARD',
        sendId: res.body.value.sendId,
        data: { promotionId: '301', promotionName: 'Reload', amount: 12.5 },
      },
    ]);
    const bad = await request(app)
      .post('/__dev/push/extra-reward')
      .send({ account: 'player1', promotionId: 1, promotionName: 'x', amount: 1.005 });
    expect(bad.status).toBe(400);
  });

  it('send a member-site message on the v2 topic with its redirect', async () => {
    const res = await request(app).post('/__dev/push/site-message').send({
      account: 'player1',
      title: 'New game',
      body: 'Try it now',
      notificationRedirection: 'GAME_LINKAGE',
      gameCode: 'CQSSC',
      vendorCode: 'LOTT',
    });
    expect(seen).toEqual([
      {
        topic: 'member-site',
        memberId: idOf('player1'),
        body: {
          messageType: 'ONLINE_MESSAGE',
          websocketDeliveryId: res.body.value.websocketDeliveryId,
          title: 'New game',
          body: 'Try it now',
          notificationRedirection: 'GAME_LINKAGE',
          gameCode: 'CQSSC',
          vendorCode: 'LOTT',
        },
      },
    ]);
  });

  it('send any raw body, an unknown type included, as given', async () => {
    const res = await request(app)
      .post('/__dev/push/raw')
      .send({ account: 'player1', body: { type: 'SOMETHING_NEW', data: { x: 1 }, extra: 'kept' } });
    expect(seen.map((d) => d.body)).toEqual([
      { type: 'SOMETHING_NEW', sendId: res.body.value.sendId, data: { x: 1 }, extra: 'kept' },
    ]);
    const noType = await request(app)
      .post('/__dev/push/raw')
      .send({ account: 'player1', body: { data: 1 } });
    expect(noType.status).toBe(400);
  });
});

describe('other operator controls that push', () => {
  it('a mail sent with popup pushes INBOX popup true', async () => {
    await request(app)
      .post('/__dev/mail')
      .send({ account: 'player1', subject: 'Bonus', content: '<p>x</p>', popup: true })
      .expect(200);
    await request(app)
      .post('/__dev/mail')
      .send({ account: 'player1', subject: 'News' })
      .expect(200);
    expect(seen.map((d) => d.body)).toEqual([
      { type: 'INBOX', sendId: expect.any(String), popup: true, title: 'Bonus' },
      { type: 'INBOX', sendId: expect.any(String), popup: false, title: 'News' },
    ]);
  });

  it('a red-envelope rain reaches every signed-in member, and the list shows it', async () => {
    const token = store.sessions.create(idOf('player1'));
    store.sessions.create(idOf('player2'));
    const res = await request(app)
      .post('/__dev/promotions/red-envelope-rain')
      .send({ title: 'Flash rain', amount: 3.33, minutes: 5 });
    const raffleId = res.body.value.raffleId as string;
    expect(seen.map((d) => [d.memberId, d.body])).toEqual([
      [idOf('player1'), { type: 'RAFFLE', sendId: expect.any(String), data: { raffleId } }],
      [idOf('player2'), { type: 'RAFFLE', sendId: expect.any(String), data: { raffleId } }],
    ]);
    const list = await request(app)
      .get('/wps/relay/PROMOFE_getClaimTicketList')
      .set({ ...H, Authorization: token });
    expect(JSON.stringify(list.body.value)).toContain(raffleId);
  });
});
