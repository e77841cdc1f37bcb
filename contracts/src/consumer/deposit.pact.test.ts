import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, signedInHeaders } from './client';
import { expectRefusal, expectSessionExpired, newPact, PLAYER, refusal } from './pact';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

/** The provider's payment page for one order: any web address (the stand-in names its own). */
const PAGE_URL = regex(
  /^https?:\/\/\S+$/,
  'http://127.0.0.1:9090/cashier/q3x9Zk2LwP0aVb7CjR1tYs5N',
);

const pact = newPact();

/** The platform's own client sends this module id with every deposit call. */
const auth = (session: string) => ({ ...signedInHeaders(session), ModuleId: 'DPSTBAS3' });

/** A window wide enough to hold the deposit a provider state makes now. */
const WINDOW = { startDate: 1_700_000_000_000, endDate: 4_102_444_800_000 };

describe('deposit screen', () => {
  it('reads the deposit settings with the promotions on offer', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit settings')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositSettings', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            allowDeposit: boolean(true),
            promotions: eachLike({
              promotionId: integer(7001),
              name: string('First deposit bonus 10%'),
              bonusPercent: number(10),
              maxBonus: number(1000),
              minDeposit: number(300),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const settings = await clientFor(server.url, PLAYER.token).deposit.settings();
        expect(settings.allowDeposit).toBe(true);
        expect(settings.promotions[0]?.promotionId).toBe(7001);
      });
  });

  it('lists the methods and their channels with limits and charges', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit methods')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositMethods', (b) =>
        b.headers(auth(PLAYER.token)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              bankType: string('BANK'),
              name: string('Bank transfer'),
              channels: eachLike({
                vendorId: integer(101),
                bankCode: string('KBANK'),
                name: string('Kasikorn Bank'),
                minAmount: number(100),
                maxAmount: number(50000),
                customerCharge: number(0),
                customerChargeFixed: number(0),
                minCustomerCharge: number(0),
                maxCustomerCharge: number(0),
                nicknameRequired: boolean(false),
              }),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const [method] = await clientFor(server.url, PLAYER.token).deposit.methods();
        expect(method?.channels[0]?.minAmount).toBeLessThan(method?.channels[0]?.maxAmount ?? 0);
      });
  });

  it('reads the quick-pick amounts', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the fixed deposit amounts')
      .withRequest('GET', '/wps/relay/MCSFE_getFixedAmounts', (b) => b.headers(auth(PLAYER.token)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, value: { fixedAmounts: eachLike(number(100)) } }),
      )
      .executeTest(async (server) => {
        expect(await clientFor(server.url, PLAYER.token).deposit.fixedAmounts()).toContain(100);
      });
  });

  it('creates a bank-transfer deposit task, naming the account, amount and reference to pay', async () => {
    const input = {
      amount: 150.5,
      bankType: 'BANK',
      vendorId: 101,
      bankCode: 'KBANK',
      promotionId: null,
      requestId: 'deposit-1',
    };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a deposit task')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({
          amount: 150.5,
          bankType: 'BANK',
          vendorId: 101,
          bankCode: 'KBANK',
          requestId: 'deposit-1',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            depositId: string('D000001'),
            bankType: string('BANK'),
            vendorName: string('Kasikorn Bank'),
            amount: number(150.5),
            charge: number(0),
            depositState: 'PENDING',
            createdAt: string('2026-11-20T03:00:00.000Z'),
            // The platform's names (upstream-endpoints-centres-notes.md): nothing to open.
            redirectUrl: '',
            showQrImageOnly: false,
            // Ours: the tables name no field for the account a transfer goes to.
            payee: {
              bankName: string('Kasikorn Bank'),
              accountName: string('Playhouse Services Co., Ltd.'),
              accountNumber: string('0451234567'),
            },
            reference: string('K7P2QX9M'),
            expiresAt: string('2026-11-20T03:15:00.000Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        const deposit = await clientFor(server.url, PLAYER.token).deposit.create(input);
        expect(deposit).toMatchObject({
          state: 'PENDING',
          amount: 150.5,
          redirectUrl: '',
          payee: { accountNumber: '0451234567' },
          reference: 'K7P2QX9M',
        });
      });
  });

  it('creates a QR deposit task, whose payment page is shown as a code to scan', async () => {
    const input = {
      amount: 200,
      bankType: 'QR',
      vendorId: 201,
      bankCode: 'PROMPTPAY',
      promotionId: null,
      requestId: 'deposit-qr-1',
    };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a QR deposit task')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({
          amount: 200,
          bankType: 'QR',
          vendorId: 201,
          bankCode: 'PROMPTPAY',
          requestId: 'deposit-qr-1',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            depositId: string('D000001'),
            bankType: string('QR'),
            vendorName: string('PromptPay QR'),
            amount: number(200),
            charge: number(5),
            depositState: 'PENDING',
            createdAt: string('2026-11-20T03:00:00.000Z'),
            redirectUrl: PAGE_URL,
            showQrImageOnly: true,
            reference: string('K7P2QX9M'),
            expiresAt: string('2026-11-20T03:15:00.000Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        const deposit = await clientFor(server.url, PLAYER.token).deposit.create(input);
        expect(deposit).toMatchObject({ showQrImageOnly: true, payee: null });
        expect(deposit.redirectUrl).toMatch(/\/cashier\//);
      });
  });

  it('creates an online-banking deposit task, whose payment page the site opens', async () => {
    const input = {
      amount: 300,
      bankType: 'ONLINE',
      vendorId: 401,
      bankCode: 'FASTPAY',
      promotionId: null,
      requestId: 'deposit-page-1',
    };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('an online-banking deposit task')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({
          amount: 300,
          bankType: 'ONLINE',
          vendorId: 401,
          bankCode: 'FASTPAY',
          requestId: 'deposit-page-1',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            depositId: string('D000001'),
            depositState: 'PENDING',
            amount: number(300),
            redirectUrl: PAGE_URL,
            showQrImageOnly: false,
          },
        }),
      )
      .executeTest(async (server) => {
        const deposit = await clientFor(server.url, PLAYER.token).deposit.create(input);
        expect(deposit).toMatchObject({ showQrImageOnly: false, payee: null });
        expect(deposit.redirectUrl).toMatch(/^https?:\/\//);
      });
  });

  it('reads a waiting order’s payment details again', async () => {
    await pact
      .addInteraction()
      .given('a member has a deposit', { ...PLAYER, state: 'PENDING', amount: 300 })
      .uponReceiving('the payment details of a waiting deposit')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositConfirmationDetail', (b) =>
        b.headers(auth(PLAYER.token)).query({ depositId: 'D000001' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            depositId: string('D000001'),
            amount: number(300),
            depositState: 'PENDING',
            redirectUrl: '',
            showQrImageOnly: false,
            payee: {
              bankName: string('Kasikorn Bank'),
              accountName: string('Playhouse Services Co., Ltd.'),
              accountNumber: string('0451234567'),
            },
            reference: string('K7P2QX9M'),
            expiresAt: string('2026-11-20T03:15:00.000Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        const order = await clientFor(server.url, PLAYER.token).deposit.confirmationDetail(
          'D000001',
        );
        expect(order).toMatchObject({ state: 'PENDING', payee: { accountNumber: '0451234567' } });
      });
  });

  it('reads an order that ran out of time unpaid as expired', async () => {
    await pact
      .addInteraction()
      .given('a member has a deposit', { ...PLAYER, state: 'EXPIRED', amount: 300 })
      .uponReceiving('the deposit report with an expired order')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositTransactionReport', (b) =>
        b.headers(auth(PLAYER.token)).query({
          startDate: String(WINDOW.startDate),
          endDate: String(WINDOW.endDate),
          depositState: 'EXPIRED',
          page: '1',
          size: '20',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({ depositId: string('D000001'), depositState: 'EXPIRED' }),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).deposit.report(
          { ...WINDOW, depositState: 'EXPIRED' },
          1,
          20,
        );
        expect(page.list[0]?.state).toBe('EXPIRED');
      });
  });

  it('refuses an amount below the channel minimum', async () => {
    const input = {
      amount: 1,
      bankType: 'BANK',
      vendorId: 101,
      bankCode: 'KBANK',
      promotionId: 7001,
      requestId: 'deposit-2',
    };
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('a deposit task below the channel minimum')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody(input),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('deposit_below_minimum')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).deposit.create(input),
          'deposit_below_minimum',
        );
      });
  });

  it('refuses a deposit over the daily limit, saying when the limit resets', async () => {
    const input = {
      amount: 600,
      bankType: 'BANK',
      vendorId: 101,
      bankCode: 'KBANK',
      promotionId: null,
      requestId: 'deposit-3',
    };
    await pact
      .addInteraction()
      .given('a member has set a deposit limit', { ...PLAYER, period: 'DAY', amount: 500 })
      .uponReceiving('a deposit task over the daily limit')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({
          amount: 600,
          bankType: 'BANK',
          vendorId: 101,
          bankCode: 'KBANK',
          requestId: 'deposit-3',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          refusal('deposit_limit_day', {
            period: 'DAY',
            limit: number(500),
            resetsAt: string('2026-11-20T17:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const call = clientFor(server.url, PLAYER.token).deposit.create(input);
        await expect(call).rejects.toMatchObject({
          messageKey: 'deposit_limit_day',
          value: { period: 'DAY', limit: 500 },
        });
      });
  });

  it('refuses a deposit while the member is cooling off, saying until when', async () => {
    const input = {
      amount: 200,
      bankType: 'BANK',
      vendorId: 101,
      bankCode: 'KBANK',
      promotionId: null,
      requestId: 'deposit-4',
    };
    await pact
      .addInteraction()
      .given('a member who is cooling off is still signed in', PLAYER)
      .uponReceiving('a deposit task during a cool-off')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({
          amount: 200,
          bankType: 'BANK',
          vendorId: 101,
          bankCode: 'KBANK',
          requestId: 'deposit-4',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(refusal('account_cooling_off', { until: string('2026-11-21T03:00:00.000Z') })),
      )
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, PLAYER.token).deposit.create(input),
          'account_cooling_off',
        );
      });
  });

  it('reads the deposit report for a period, newest first', async () => {
    await pact
      .addInteraction()
      .given('a member has a deposit', { ...PLAYER, state: 'ARRIVED', amount: 300 })
      .uponReceiving('the deposit report')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositTransactionReport', (b) =>
        b.headers(auth(PLAYER.token)).query({
          startDate: String(WINDOW.startDate),
          endDate: String(WINDOW.endDate),
          page: '1',
          size: '20',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: {
            list: eachLike({
              depositId: string('D000001'),
              bankType: string('BANK'),
              vendorName: string('Kasikorn Bank'),
              amount: number(300),
              charge: number(0),
              depositState: string('ARRIVED'),
              createdAt: string('2026-11-20T03:00:00.000Z'),
            }),
            total: integer(1),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await clientFor(server.url, PLAYER.token).deposit.report(WINDOW, 1, 20);
        expect(page.list[0]?.state).toBe('ARRIVED');
        expect(page.total).toBe(1);
      });
  });

  it('cancels a pending player-to-player deposit', async () => {
    await pact
      .addInteraction()
      .given('a member has a deposit', {
        ...PLAYER,
        state: 'PENDING',
        amount: 200,
        bankType: 'C2C',
      })
      .uponReceiving('the cancellation of a player-to-player deposit')
      .withRequest('POST', '/wps/relay/MCSFE_cancelC2CDeposit', (b) =>
        b.headers(auth(PLAYER.token)).jsonBody({ depositId: 'D000001' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          value: { depositId: string('D000001'), depositState: 'CANCELLED' },
        }),
      )
      .executeTest(async (server) => {
        const d = await clientFor(server.url, PLAYER.token).deposit.cancel('D000001');
        expect(d.state).toBe('CANCELLED');
      });
  });

  it('refuses a trial account', async () => {
    const TRIAL = { token: 'trial-token' };
    const input = {
      amount: 200,
      bankType: 'BANK',
      vendorId: 101,
      bankCode: 'KBANK',
      promotionId: null,
      requestId: 'deposit-5',
    };
    await pact
      .addInteraction()
      .given('a trial account is signed in', TRIAL)
      .uponReceiving('a deposit task from a trial account')
      .withRequest('POST', '/wps/relay/MCSFE_createDepositTask', (b) =>
        b.headers(auth(TRIAL.token)).jsonBody({
          amount: 200,
          bankType: 'BANK',
          vendorId: 101,
          bankCode: 'KBANK',
          requestId: 'deposit-5',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(refusal('in_need_true_account')))
      .executeTest(async (server) => {
        await expectRefusal(
          clientFor(server.url, TRIAL.token).deposit.create(input),
          'in_need_true_account',
        );
      });
  });

  it('signs the member out when the session has expired', async () => {
    await pact
      .addInteraction()
      .given('a member is signed in', PLAYER)
      .uponReceiving('the deposit methods with an expired session')
      .withRequest('GET', '/wps/relay/MCSFE_getDepositMethods', (b) =>
        b.headers(auth('expired-token')),
      )
      .willRespondWith(401, (b) => b.jsonBody(refusal('please_login_first')))
      .executeTest(async (server) => {
        await expectSessionExpired(clientFor(server.url, 'expired-token').deposit.methods());
      });
  });
});
