import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { createApp } from '../app.js';
import { MockStore } from '../state/store.js';
import { MAIN_ACCOUNT_TYPE_ID, vendorLedgerId } from '../state/walletTransfers.js';
import { sendEncrypted } from '../test-support/platformClient.js';
import { signedIn, balanceOf as balanceInMinor } from '../test-support/members.js';

let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

const as = (account: string) => signedIn(store, account);

const balanceOf = (account: string) => balanceInMinor(store, account);

beforeEach(() => {
  clock = Date.parse('2026-11-20T03:00:00Z');
  store = new MockStore({ now: () => clock });
  ({ app } = createApp({ store, dev: true }));
});

describe('wallets', () => {
  const firstVendor = () => store.walletTransfers.vendorWallets()[0]!;
  const move = (headers: Record<string, string>, body: object) =>
    request(app).post('/wps/relay/GCS_walletTransfer').set(headers).send(body);

  it('move money from the main wallet to a vendor wallet once per submission', async () => {
    const { member, headers } = as('player1');
    const vendor = firstVendor();
    const body = {
      fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID,
      toAccountTypeId: vendor.accountTypeId,
      amount: 40.5,
      requestId: 'w-1',
    };
    expect((await move(headers, body)).body).toMatchObject({
      success: true,
      value: { successAmount: 40.5 },
    });
    expect((await move(headers, body)).body.message).toBe('duplicate_reference');
    expect(balanceOf('player1')).toBe(1_000_00 - 40_50);
    expect(store.wallet.balanceMinor(vendorLedgerId(member.id, vendor.vendor))).toBe(40_50);

    const consolidated = await request(app).get('/wps/member/info/funds/consolidated').set(headers);
    expect(consolidated.body.value.sumBalance).toBe(1000);
    expect(consolidated.body.value.balance[0]).toMatchObject({
      accountTypeId: MAIN_ACCOUNT_TYPE_ID,
      availBalance: 959.5,
    });
  });

  it.each([
    ['three decimals', 1.005, 'amount_invalid'],
    ['an exponent', '1e2', 'amount_invalid'],
    ['hex', '0x10', 'amount_invalid'],
    ['below the minimum', 0.5, 'amount_below_minimum'],
    ['more than the balance', 1000.01, 'insufficient_balance'],
  ])('refuse %s and move nothing', async (_label, amount, key) => {
    const { headers } = as('player1');
    const res = await move(headers, {
      fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID,
      toAccountTypeId: firstVendor().accountTypeId,
      amount,
      requestId: 'bad',
    });
    expect(res.body).toMatchObject({ success: false, message: key });
    expect(balanceOf('player1')).toBe(1_000_00);
  });

  it('return every vendor balance to the main wallet', async () => {
    const { headers } = as('player1');
    const [a, b] = store.walletTransfers.vendorWallets();
    for (const [i, v] of [a!, b!].entries()) {
      await move(headers, {
        fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID,
        toAccountTypeId: v.accountTypeId,
        amount: 10,
        requestId: `m-${i}`,
      });
    }
    expect(balanceOf('player1')).toBe(980_00);
    const res = await request(app)
      .post('/wps/relay/GCS_walletReturn')
      .set(headers)
      .send({ requestId: 'r-1' });
    expect(res.body.value.successAmount).toBe(20);
    expect(balanceOf('player1')).toBe(1_000_00);
  });

  it('answer only the main wallet for a single-wallet merchant, and refuse moving', async () => {
    const { headers } = as('player1');
    await request(app).post('/__dev/wallets/mode').send({ singleWallet: true });
    const mode = await request(app).get('/wps/relay/GCS_merchantWallet').set(headers);
    expect(mode.body.value.isSingle).toBe(true);
    const res = await move(headers, {
      fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID,
      toAccountTypeId: firstVendor().accountTypeId,
      amount: 1,
      requestId: 's',
    });
    expect(res.body.message).toBe('single_wallet_no_transfer');
  });
});

describe('transfers along the agent tree', () => {
  const upline = (token: string, body: Record<string, unknown>) =>
    sendEncrypted(app, 'post', '/wps/member/transferUpline', body, token);

  it('pay the direct upline once, checked against the password', async () => {
    const { token } = as('player1');
    const body = { transferAmount: 25, password: 'Player123', remark: 'thanks', requestId: 'u-1' };
    expect((await upline(token, body)).body.value).toMatchObject({
      toAccount: 'agent1',
      transferAmount: 25,
      balance: 975,
    });
    expect((await upline(token, body)).body.message).toBe('duplicate_reference');
    expect(balanceOf('player1')).toBe(975_00);
    expect(balanceOf('agent1')).toBe(5_025_00);
  });

  it.each([
    ['a wrong password', { transferAmount: 5, password: 'nope' }, 'payment_password_error'],
    ['three decimals', { transferAmount: 5.001, password: 'Player123' }, 'amount_invalid'],
    ['below the minimum', { transferAmount: 0.99, password: 'Player123' }, 'amount_below_minimum'],
    [
      'more than the balance',
      { transferAmount: 1000.01, password: 'Player123' },
      'insufficient_balance',
    ],
  ])('refuse %s and move nothing', async (_label, fields, key) => {
    const { token } = as('player1');
    const res = await upline(token, { remark: '', requestId: 'x', ...fields });
    expect(res.body).toMatchObject({ success: false, message: key });
    expect(balanceOf('player1')).toBe(1_000_00);
    expect(balanceOf('agent1')).toBe(5_000_00);
  });

  it('refuse a clear-text body (the password travels encrypted)', async () => {
    const { headers } = as('player1');
    const res = await request(app)
      .post('/wps/member/transferUpline')
      .set(headers)
      .send({ transferAmount: 1, password: 'Player123', requestId: 'c' });
    expect(res.status).toBe(400);
  });

  it('let an agent pay a direct downline, but nobody else', async () => {
    const { token } = as('agent1');
    const down = (username: string, requestId: string) =>
      sendEncrypted(
        app,
        'put',
        '/wps/agent/transferDownline',
        { username, transferAmount: 10, password: 'Agent123', remark: '', requestId },
        token,
      );
    expect((await down('player2', 'd-1')).body.value).toMatchObject({ toAccount: 'player2' });
    expect(balanceOf('player2')).toBe(260_00);
    expect((await down('expired1', 'd-2')).body.message).toBe('transfer_target_not_allowed');
    const player = as('player1');
    const refused = await sendEncrypted(
      app,
      'put',
      '/wps/agent/transferDownline',
      { username: 'player2', transferAmount: 1, password: 'Player123', requestId: 'p' },
      player.token,
    );
    expect(refused.body.message).toBe('error_not_agent');
  });
});

describe('profile', () => {
  it('keep edited details, and the birthday only once', async () => {
    const { headers } = as('player1');
    const save = (body: object) => request(app).post('/wps/member/info').set(headers).send(body);
    expect((await save({ occupation: 'Chef', birthday: '1990-02-03' })).body.success).toBe(true);
    expect((await save({ birthday: '1991-01-01' })).body.message).toBe('birthday_already_set');
    const info = await request(app).get('/wps/relay/MCSFE_getPlayerInfo').set(headers);
    expect(info.body.value).toMatchObject({ occupation: 'Chef', birthday: '1990-02-03' });
  });

  it('refuse a minor’s birthday', async () => {
    const { headers } = as('player2');
    const res = await request(app)
      .post('/wps/member/info')
      .set(headers)
      .send({ birthday: '2010-01-01' });
    expect(res.body.message).toBe('birthday_under_age');
  });

  it('bind an e-mail with the code sent to it, not with another', async () => {
    const { member, headers } = as('player2');
    await request(app)
      .post('/wps/v2/verification/mail/send')
      .set(headers)
      .send({ email: 'new@playhouse.test' });
    const code = (await request(app).get('/__dev/email/new@playhouse.test')).body.value.code;
    const bind = (verificationCode: string) =>
      request(app)
        .post('/wps/member/info/email')
        .set(headers)
        .send({ email: 'new@playhouse.test', verificationCode });
    expect((await bind(code === '000000' ? '111111' : '000000')).body.message).toBe(
      'verification_code_error',
    );
    expect((await bind(code)).body.success).toBe(true);
    expect(member.email).toBe('new@playhouse.test');
  });

  it('bind and unbind the authenticator app with its codes', async () => {
    const { member, headers } = as('player1');
    const ga = (await request(app).get('/wps/member/ga').set(headers)).body.value;
    expect(ga).toMatchObject({ bound: false });
    expect(ga.qrCode).toMatch(/^data:image\/png;base64,/);
    const code = await generate({ secret: ga.secret, epoch: clock / 1000 });
    const bound = await request(app).post('/wps/member/ga/bind').set(headers).send({ code });
    expect(bound.body.success).toBe(true);
    expect(member.totpSecret).toBe(ga.secret);
    const unbind = await request(app)
      .post('/wps/relay/MCSFE_unbindGoogleAuth')
      .set(headers)
      .send({ code: await generate({ secret: ga.secret, epoch: clock / 1000 }) });
    expect(unbind.body.success).toBe(true);
    expect(member.totpSecret).toBeNull();
  });

  it('set the payee name once', async () => {
    const { headers } = as('player2');
    const set = (payeeName: string) =>
      request(app).post('/wps/member/info/payeename').set(headers).send({ payeeName });
    expect((await set('Mali Sukjai')).body.success).toBe(true);
    expect((await set('Other Name')).body.message).toBe('payee_name_already_set');
  });
});
