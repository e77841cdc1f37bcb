import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import type { PushDelivery } from '../push/pushBus.js';
import { MockStore } from '../state/store.js';
import { ManualScheduler } from '../test-support/manualScheduler.js';
import { signedIn, balanceOf as balanceInMinor } from '../test-support/members.js';

const START = Date.parse('2026-11-20T03:00:00Z');
let clock: number;
let store: MockStore;
let app: ReturnType<typeof createApp>['app'];
let pushes: PushDelivery[];
let scheduler: ManualScheduler;

const as = (account: string) => signedIn(store, account);

const balanceOf = (account: string) => balanceInMinor(store, account);

async function order(body: Record<string, unknown>) {
  const { headers } = as('player1');
  const res = await request(app)
    .post('/wps/relay/MCSFE_createDepositTask')
    .set(headers)
    .set('Host', 'stand-in.test:9090')
    .send({ amount: 500, requestId: `r-${Math.random()}`, ...body });
  expect(res.body.success).toBe(true);
  return res.body.value as {
    depositId: string;
    redirectUrl: string;
    showQrImageOnly: boolean;
    payee: { bankName: string; accountName: string; accountNumber: string } | null;
    reference: string;
    expiresAt: string;
  };
}

/** The payment page's path from the answer's address (the test talks to the app directly). */
const pagePath = (redirectUrl: string) => new URL(redirectUrl).pathname;

const depositPushes = () =>
  pushes.map((p) => p.body as { type: string; data: { success: boolean; amount: number } });

beforeEach(() => {
  clock = START;
  store = new MockStore({ now: () => clock });
  pushes = [];
  store.push.subscribe((d) => pushes.push(d));
  scheduler = new ManualScheduler();
  store.deposits.scheduler = scheduler;
  ({ app } = createApp({ store }));
});

describe('what each channel gives the payer', () => {
  it('a bank transfer: the account, the reference and until when, nothing to open', async () => {
    const d = await order({ bankType: 'BANK', vendorId: 101 });
    expect(d).toMatchObject({
      redirectUrl: '',
      showQrImageOnly: false,
      payee: {
        bankName: 'Kasikorn Bank',
        accountName: 'Playhouse Services Co., Ltd.',
        accountNumber: '0451234567',
      },
      reference: expect.stringMatching(/^[A-Z2-9]{8}$/),
      expiresAt: new Date(START + 15 * 60_000).toISOString(),
    });
  });

  it('a QR channel: its payment page as a code to scan, which the page also shows', async () => {
    const d = await order({ bankType: 'QR', vendorId: 201 });
    expect(d.showQrImageOnly).toBe(true);
    expect(d.redirectUrl).toMatch(/^http:\/\/stand-in\.test:9090\/cashier\/[\w-]{24}$/);
    const page = await request(app).get(pagePath(d.redirectUrl));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('<svg role="img" aria-label="QR code to pay THB 500.00"');
  });

  it('an online-banking channel: its payment page to open, with the order on it', async () => {
    const d = await order({ bankType: 'ONLINE', vendorId: 401 });
    expect(d).toMatchObject({ showQrImageOnly: false, payee: null });
    const page = await request(app).get(pagePath(d.redirectUrl));
    expect(page.text).toContain(d.depositId);
    expect(page.text).toContain(d.reference);
    expect(page.text).toContain('Pay THB 500.00');
  });

  it('a player-to-player deposit: the matched player’s account, payable the same way', async () => {
    const d = await order({ bankType: 'C2C', vendorId: 301 });
    expect(d.payee).toMatchObject({ bankName: 'Bangkok Bank', accountNumber: '1234509876' });
    const waiting = await request(app).get('/__dev/funds');
    expect(waiting.status).toBe(404); // the operator's list exists only with MOCKS_DEV=1
  });

  it('gives an order’s payment details again to its member only', async () => {
    const d = await order({ bankType: 'BANK', vendorId: 102 });
    const again = await request(app)
      .get('/wps/relay/MCSFE_getDepositConfirmationDetail')
      .query({ depositId: d.depositId })
      .set(as('player1').headers)
      .set('Host', 'stand-in.test:9090');
    expect(again.body.value).toMatchObject({
      depositId: d.depositId,
      depositState: 'PENDING',
      payee: d.payee,
      reference: d.reference,
      redirectUrl: '',
    });
    const stranger = await request(app)
      .get('/wps/relay/MCSFE_getDepositConfirmationDetail')
      .query({ depositId: d.depositId })
      .set(as('agent1').headers);
    expect(stranger.body).toMatchObject({ success: false, message: 'deposit_not_found' });
  });

  it('knows no page for a made-up order', async () => {
    expect((await request(app).get('/cashier/not-an-order')).status).toBe(404);
    expect((await request(app).post('/cashier/not-an-order/pay')).status).toBe(404);
  });
});

describe('paying on the provider’s page', () => {
  it('credits the wallet once and tells the member; paying again moves nothing', async () => {
    const before = balanceOf('player1');
    const d = await order({ bankType: 'ONLINE', vendorId: 401 });
    const paid = await request(app).post(`${pagePath(d.redirectUrl)}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(pagePath(d.redirectUrl));
    expect(balanceOf('player1')).toBe(before + 500_00);
    expect(depositPushes()).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        data: expect.objectContaining({ success: true, amount: 500 }),
      }),
    ]);
    expect((await request(app).get(pagePath(d.redirectUrl))).text).toContain(
      'data-state="ARRIVED"',
    );

    const again = await request(app).post(`${pagePath(d.redirectUrl)}/pay`);
    expect(again.headers.location).toContain('refused=deposit_already_settled');
    const page = await request(app).get(again.headers.location as string);
    expect(page.text).toContain('already settled. Nothing more was paid');
    expect(balanceOf('player1')).toBe(before + 500_00);
    expect(depositPushes()).toHaveLength(1);
  });

  it('fails the order at the payer’s word, moving nothing', async () => {
    const before = balanceOf('player1');
    const d = await order({ bankType: 'QR', vendorId: 201 });
    await request(app).post(`${pagePath(d.redirectUrl)}/fail`);
    expect(store.deposits.of(store.accounts.byAccount('player1')!.id)[0]?.state).toBe('FAILED');
    expect(depositPushes()[0]?.data.success).toBe(false);
    expect(balanceOf('player1')).toBe(before);
  });
});

describe('an order’s time', () => {
  it('runs out unpaid: the order expires, the member is told, and a late payment is refused', async () => {
    const before = balanceOf('player1');
    const d = await order({ bankType: 'ONLINE', vendorId: 401 });
    scheduler.advance(15 * 60_000);
    const member = store.accounts.byAccount('player1')!;
    expect(store.deposits.of(member.id)[0]?.state).toBe('EXPIRED');
    expect(depositPushes()).toEqual([
      expect.objectContaining({
        type: 'DEPOSIT',
        data: expect.objectContaining({ success: false }),
      }),
    ]);
    const late = await request(app).post(`${pagePath(d.redirectUrl)}/pay`);
    expect(late.headers.location).toContain('refused=deposit_expired');
    expect(balanceOf('player1')).toBe(before);
    const report = await request(app)
      .get('/wps/relay/MCSFE_getDepositTransactionReport')
      .query({ depositState: 'EXPIRED' })
      .set(as('player1').headers);
    expect(report.body.value).toMatchObject({ total: 1, list: [{ depositState: 'EXPIRED' }] });
  });

  it('has run out when the stand-in clock passes it, before its timer runs', async () => {
    const before = balanceOf('player1');
    const d = await order({ bankType: 'BANK', vendorId: 101, amount: 300 });
    clock += 15 * 60_000;
    expect(() => store.deposits.settle(d.depositId, 'ARRIVED')).toThrow('deposit_expired');
    expect(balanceOf('player1')).toBe(before);
  });

  it('is what the stand-in configures', async () => {
    store.deposits.settings.orderExpirySeconds = 60;
    const d = await order({ bankType: 'BANK', vendorId: 101 });
    expect(d.expiresAt).toBe(new Date(START + 60_000).toISOString());
  });
});
