import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { freePlay, MERCHANT } from '../test-support/platformClient.js';

let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

beforeEach(() => {
  store = new MockStore();
  app = createApp({ store, dev: true }).app;
});

async function tokenOf(account: string): Promise<string> {
  return (await request(app).post('/__dev/session').send({ account })).body.value.token;
}

describe('site calls', () => {
  it('reports a visitor from a restricted country as restricted', async () => {
    const from = (country: string) =>
      request(app)
        .get('/wps/system/location')
        .set({ ...MERCHANT, 'CF-IPCountry': country });
    expect((await from('th')).body.value).toMatchObject({ countryCode: 'TH', restricted: false });
    expect((await from('US')).body.value).toMatchObject({ countryCode: 'US', restricted: true });
  });

  it('serves a document in the asked language, falling back to English', async () => {
    const doc = (language: string) =>
      request(app).get('/wps/system/templates').query({ code: 'terms', language }).set(MERCHANT);
    expect((await doc('TH')).body.value.language).toBe('TH');
    expect((await doc('KM')).body.value).toMatchObject({ language: 'KM', title: 'លក្ខខណ្ឌ' });
    expect((await doc('JA')).body.value).toMatchObject({
      language: 'EN',
      title: 'Terms and conditions',
    });
  });

  it('keeps feedback with its author when signed in', async () => {
    const token = await tokenOf('player1');
    await request(app)
      .put('/wps/feedback')
      .set({ ...MERCHANT, Authorization: token })
      .send({ content: 'Please add more fishing games.' })
      .expect(200);
    expect(store.feedback.all()).toEqual([
      expect.objectContaining({
        memberId: store.accounts.byAccount('player1')!.id,
        content: 'Please add more fishing games.',
      }),
    ]);
  });
});

describe('chat', () => {
  it('counts unread lobby messages until the member opens the room', async () => {
    const token = await tokenOf('player1');
    const unread = () =>
      request(app)
        .get('/wps/relay/CBS_unreadCount')
        .set({ ...MERCHANT, Authorization: token });
    expect((await unread()).body.value).toBe(2);
    await request(app)
      .get('/wps/relay/CBS_launchChat')
      .query({ model: 'LOBBY' })
      .set({ ...MERCHANT, Authorization: token })
      .expect(200);
    expect((await unread()).body.value).toBe(0);
  });

  it('keeps the VIP room for Gold members and refuses chat to trial accounts', async () => {
    const permission = (token: string) =>
      request(app)
        .get('/wps/relay/CBS_groupPermission')
        .set({ ...MERCHANT, Authorization: token });
    expect((await permission(await tokenOf('agent1'))).body.value.groups).toEqual(['LOBBY', 'VIP']);
    expect((await permission(await tokenOf('player1'))).body.value.groups).toEqual(['LOBBY']);
    const trial = (await freePlay(app)).body.value.token as string;
    expect((await permission(trial)).body.value).toEqual({ canChat: false, groups: [] });
    const vipLaunch = await request(app)
      .get('/wps/relay/CBS_launchChat')
      .query({ model: 'VIP' })
      .set({ ...MERCHANT, Authorization: await tokenOf('player1') });
    expect(vipLaunch.body.message).toBe('chat_not_permitted');
  });
});

describe('member profile', () => {
  it('derives the VIP rank from deposits in the ledger', async () => {
    const token = await tokenOf('player2');
    const rank = () =>
      request(app)
        .get('/wps/relay/MCSFE_getPlayerRankProgress')
        .set({ ...MERCHANT, Authorization: token });
    expect((await rank()).body.value).toMatchObject({ vipLevel: 1, depositTotal: 250 });
    store.wallet.post({
      memberId: store.accounts.byAccount('player2')!.id,
      deltaMinor: 800_00,
      kind: 'deposit',
      reference: 'dep-test',
    });
    expect((await rank()).body.value).toMatchObject({
      vipLevel: 2,
      vipLabelName: 'Silver',
      nextLevel: 3,
      depositTotal: 1050,
      progressPercent: 21,
    });
  });

  it('gives an avatar address that serves a picture', async () => {
    const token = await tokenOf('player1');
    const icon = await request(app)
      .get('/wps/member/info/icon')
      .set({ ...MERCHANT, Authorization: token });
    const picture = await request(app).get(icon.body.value.url).set(MERCHANT);
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/svg+xml');
  });

  it('saves the language in upper case and refuses nonsense', async () => {
    const token = await tokenOf('player1');
    const save = (language: string) =>
      request(app)
        .post('/wps/member/language')
        .set({ ...MERCHANT, Authorization: token })
        .send({ language });
    expect((await save('km')).body.success).toBe(true);
    expect(store.accounts.byAccount('player1')!.language).toBe('KM');
    expect((await save('<script>')).body.message).toBe('request_param_err');
  });
});

describe('first login', () => {
  it('is reported until the first-login step welcomes the member, once', async () => {
    const reg = await request(app)
      .put('/wps/member/register/autoUsername')
      .set(MERCHANT)
      .send({ password: 'Secret123', confirmPassword: 'Secret123', ageConfirmed: true });
    expect(reg.body.value.firstTimeLogin).toBe(true);
    const auth = { ...MERCHANT, Authorization: reg.body.value.token as string };
    const step = () => request(app).post('/wps/relay/MCSFE_firstLogin').set(auth);
    expect((await step()).body.value).toEqual({ welcomed: true });
    expect((await step()).body.value).toEqual({ welcomed: false });
    const inbox = await request(app).get('/wps/relay/EMFE_getInbox').set(auth);
    expect(inbox.body.value.list.map((m: { subject: string }) => m.subject)).toEqual([
      'Welcome to Playhouse',
    ]);
  });
});
