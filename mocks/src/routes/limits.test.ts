import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { windowOf } from '../state/siteCalendar.js';
import { MockStore } from '../state/store.js';
import { sendEncrypted } from '../test-support/platformClient.js';
import { signedIn } from '../test-support/members.js';

const HOUR = 60 * 60 * 1000;
/** A real-money slot of the seed catalogue (the demo game's). */
const SLOT = 10001;
// 10:00 in Bangkok on Friday 20 November 2026.
const START = Date.parse('2026-11-20T03:00:00Z');
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];

const as = (account: string) => signedIn(store, account);

const post = (path: string, headers: Record<string, string>, body: Record<string, unknown>) =>
  request(app).post(`/wps/relay/${path}`).set(headers).send(body);
/** Read with a fresh session: the clock may have run past the old one's lifetime. */
const limitsOf = async (account = 'player1') =>
  (await request(app).get('/wps/relay/MCSFE_getPlayerLimits').set(as(account).headers)).body.value;
const deposit = (headers: Record<string, string>, amount: number, requestId: string) =>
  post('MCSFE_createDepositTask', headers, { bankType: 'BANK', vendorId: 101, amount, requestId });

beforeEach(() => {
  clock = START;
  store = new MockStore({ now: () => clock });
  store.deposits.settings.autoArriveSeconds = null;
  ({ app } = createApp({ store }));
});

describe('limit windows in the site time zone', () => {
  it('reset at midnight, on Monday and on the first of the month, Bangkok time', () => {
    expect(new Date(windowOf('DAY', START).to).toISOString()).toBe('2026-11-20T17:00:00.000Z');
    // 20 November 2026 is a Friday: the week began on Monday the 16th.
    expect(new Date(windowOf('WEEK', START).from).toISOString()).toBe('2026-11-15T17:00:00.000Z');
    expect(new Date(windowOf('MONTH', START).to).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    // 23:30 UTC on the 20th is already the 21st in Bangkok.
    const late = Date.parse('2026-11-20T23:30:00Z');
    expect(new Date(windowOf('DAY', late).from).toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });
});

describe('deposit limits', () => {
  it('refuse a deposit over the daily limit, naming it and when it resets', async () => {
    const { headers } = as('player1');
    const set = await post('MCSFE_setDepositLimit', headers, { period: 'DAY', amount: 500 });
    expect(set.body.value.depositLimits[0]).toMatchObject({
      period: 'DAY',
      amount: 500,
      pending: null,
    });
    expect((await deposit(headers, 300, 'a')).body.success).toBe(true);
    const over = await deposit(headers, 250, 'b');
    expect(over.body).toMatchObject({
      success: false,
      message: 'deposit_limit_day',
      value: { period: 'DAY', limit: 500, used: 300, resetsAt: '2026-11-20T17:00:00.000Z' },
    });
    expect(store.deposits.of(store.accounts.byAccount('player1')!.id)).toHaveLength(1);
    expect((await deposit(headers, 200, 'c')).body.success).toBe(true);
    // A failed deposit does not count against the limit.
    const last = store.deposits.pending().at(-1);
    store.deposits.settle(last!.id, 'FAILED');
    expect((await limitsOf()).depositLimits[0].used).toBe(300);

    clock = Date.parse('2026-11-20T17:00:00Z');
    expect((await deposit(as('player1').headers, 250, 'd')).body.success).toBe(true);
  });

  it('name the weekly and monthly limits too', async () => {
    const { headers } = as('player1');
    await post('MCSFE_setDepositLimit', headers, { period: 'WEEK', amount: 1000 });
    await post('MCSFE_setDepositLimit', headers, { period: 'MONTH', amount: 1500 });
    const paid = await deposit(headers, 900, 'a');
    // Paid, so it counts in the month after its order would have expired.
    store.deposits.settle(paid.body.value.depositId as string, 'ARRIVED');
    expect((await deposit(headers, 200, 'b')).body.message).toBe('deposit_limit_week');
    clock = Date.parse('2026-11-23T00:00:00Z'); // Monday 07:00 in Bangkok: a new week
    const { headers: later } = as('player1');
    expect((await deposit(later, 500, 'c')).body.success).toBe(true);
    const month = await deposit(later, 200, 'd');
    expect(month.body).toMatchObject({
      message: 'deposit_limit_month',
      value: { resetsAt: '2026-11-30T17:00:00.000Z' },
    });
  });

  it('tighten at once but loosen only after 24 hours of the stand-in clock', async () => {
    const { headers } = as('player1');
    await post('MCSFE_setDepositLimit', headers, { period: 'DAY', amount: 1000 });
    const tighter = await post('MCSFE_setDepositLimit', headers, { period: 'DAY', amount: 400 });
    expect(tighter.body.value.depositLimits[0]).toMatchObject({ amount: 400, pending: null });

    const looser = await post('MCSFE_setDepositLimit', headers, { period: 'DAY', amount: 2000 });
    expect(looser.body.value.depositLimits[0]).toMatchObject({
      amount: 400,
      pending: { amount: 2000, appliesAt: new Date(START + 24 * HOUR).toISOString() },
    });
    expect((await deposit(headers, 500, 'a')).body.message).toBe('deposit_limit_day');

    clock = START + 24 * HOUR - 1;
    expect((await limitsOf()).depositLimits[0].amount).toBe(400);
    clock = START + 24 * HOUR;
    expect((await limitsOf()).depositLimits[0]).toMatchObject({
      amount: 2000,
      pending: null,
    });
    expect((await deposit(headers, 500, 'b')).body.success).toBe(true);
  });

  it('remove a limit only after 24 hours, and cancel a pending loosening by tightening', async () => {
    const { headers } = as('player1');
    await post('MCSFE_setDepositLimit', headers, { period: 'WEEK', amount: 1000 });
    const removing = await post('MCSFE_setDepositLimit', headers, { period: 'WEEK', amount: null });
    expect(removing.body.value.depositLimits[1]).toMatchObject({
      amount: 1000,
      pending: { amount: null },
    });
    const tighter = await post('MCSFE_setDepositLimit', headers, { period: 'WEEK', amount: 800 });
    expect(tighter.body.value.depositLimits[1]).toMatchObject({ amount: 800, pending: null });
    clock = START + 25 * HOUR;
    expect((await limitsOf()).depositLimits[1].amount).toBe(800);
  });

  it('refuse amounts with three decimals', async () => {
    const { headers } = as('player1');
    const res = await post('MCSFE_setDepositLimit', headers, { period: 'DAY', amount: 10.005 });
    expect(res.body.message).toBe('amount_invalid');
  });
});

describe('cool-off and self-exclusion', () => {
  const signIn = (username: string, password: string) =>
    sendEncrypted(app, 'post', '/wps/session/login', { username, password, type: 'username' });

  it('a cool-off ends the sessions and refuses sign-in, deposits and games until it ends', async () => {
    const { member, headers } = as('player1');
    const res = await post('MCSFE_startCoolOff', headers, { duration: 'H24' });
    const until = new Date(START + 24 * HOUR).toISOString();
    expect(res.body.value).toEqual({ until });
    const ended = await request(app).get('/wps/relay/MCSFE_getPlayerLimits').set(headers);
    expect(ended.status).toBe(401);

    const login = await signIn('player1', 'Player123');
    expect(login.body).toMatchObject({
      success: false,
      message: 'account_cooling_off',
      value: { until },
    });

    // A session opened some other way is still refused at the door of each money or game call.
    const { headers: again } = as('player1');
    expect((await deposit(again, 100, 'x')).body).toMatchObject({
      message: 'account_cooling_off',
      value: { until },
    });
    const launch = await request(app)
      .get('/wps/game/launchGame')
      .query({ nodeId: SLOT })
      .set(again);
    expect(launch.body).toMatchObject({ message: 'account_cooling_off', value: { until } });

    clock = START + 24 * HOUR;
    expect((await signIn('player1', 'Player123')).body.success).toBe(true);
    expect(store.limits.blockOf(member)).toBeNull();
  });

  it('self-exclusion for six months runs to the same date, and cannot be shortened by a cool-off', async () => {
    const { headers } = as('player1');
    const res = await post('MCSFE_selfExclude', headers, { duration: 'M6' });
    expect(res.body.value.until).toBe('2027-05-20T03:00:00.000Z');
    const login = await signIn('player1', 'Player123');
    expect(login.body).toMatchObject({
      message: 'account_self_excluded',
      value: { until: '2027-05-20T03:00:00.000Z' },
    });
  });

  it('permanent self-exclusion sets the lasting flag, with no end', async () => {
    const { member, headers } = as('player1');
    const res = await post('MCSFE_selfExclude', headers, { duration: 'PERMANENT' });
    expect(res.body.value).toEqual({ until: null });
    expect(member.selfExcluded).toBe(true);
    clock = START + 10 * 365 * 24 * HOUR;
    const login = await signIn('player1', 'Player123');
    expect(login.body).toMatchObject({ message: 'account_self_excluded', value: { until: null } });
  });

  it('the seed member excluded1 stays refused', async () => {
    const login = await signIn('excluded1', 'Excluded123');
    expect(login.body).toMatchObject({ message: 'account_self_excluded' });
  });

  it('refuse an unknown duration', async () => {
    const { headers } = as('player1');
    expect((await post('MCSFE_startCoolOff', headers, { duration: 'H1' })).body.message).toBe(
      'request_param_err',
    );
  });
});
