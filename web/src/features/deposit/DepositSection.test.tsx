import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { DepositSection } from './DepositSection';

afterEach(cleanup);

const CHANNEL = {
  vendorId: 101,
  bankCode: 'KBANK',
  name: 'Kasikorn Bank',
  minAmount: 100,
  maxAmount: 50000,
  customerCharge: 0,
  customerChargeFixed: 0,
  minCustomerCharge: 0,
  maxCustomerCharge: 0,
  nicknameRequired: false,
};

/** A cashier whose settings answer only when the test says so. */
function slowCashier() {
  let answer: (settings: unknown) => void = () => undefined;
  const settings = new Promise((resolve) => {
    answer = resolve;
  });
  const transport = new FakeTransport()
    .on('getDepositSettings', () => settings)
    .on('getDepositMethods', {
      list: [{ bankType: 'BANK', name: 'Bank transfer', channels: [CHANNEL] }],
    })
    .on('getFixedAmounts', { fixedAmounts: [100, 500] })
    .on('getDepositTransactionReport', { list: [], total: 0 });
  return { transport, answer: (value: unknown) => answer(value) };
}

function mount(transport: FakeTransport) {
  const { root } = testRoot({ transport, signedIn: true });
  renderWithStores(<DepositSection />, { root, path: '/member?page=depositv2' });
  return root;
}

const deposit = (state: string) => ({
  depositId: 'D000001',
  bankType: 'BANK',
  vendorName: 'Kasikorn Bank',
  amount: 500,
  charge: 0,
  depositState: state,
  createdAt: '2026-11-28T03:00:00.000Z',
});

describe('DepositSection', () => {
  it('holds the form’s place with a skeleton screen readers hear as loading, then shows the form', async () => {
    const { transport, answer } = slowCashier();
    mount(transport);

    const skeleton = screen.getByTestId('deposit-form-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getByRole('status').textContent).toBe('Loading…');
    // The placeholders and their labels are not offered to assistive technology, nor to a tap.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    // The list below is already in its place.
    expect(screen.getByRole('heading', { name: 'Your deposits' })).toBeTruthy();

    await act(async () => answer({ allowDeposit: true, promotions: [] }));
    await screen.findByRole('radio', { name: 'Bank transfer' });
    expect(screen.getByLabelText('Amount')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByTestId('deposit-form-skeleton')).toBeNull();
  });

  it('turns the deposit just made to Arrived when the socket says one arrived, after reading it', async () => {
    const { transport, answer } = slowCashier();
    answer({ allowDeposit: true, promotions: [] });
    transport.on('createDepositTask', { ...deposit('PENDING'), redirectUrl: '' });
    const root = mount(transport);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    const state = await screen.findByTestId('deposit-state');
    expect(state.textContent).toContain('Waiting for payment');

    // The platform's message names no deposit: the page reads its own from the report.
    transport.on('getDepositTransactionReport', { list: [deposit('ARRIVED')], total: 1 });
    act(() => root.memberEvents.emit('deposit:arrived', { amount: 500, firstDeposit: false }));
    await vi.waitFor(() => expect(state.textContent).toContain('Arrived'));
  });

  it('says why a deposit failed when the platform gives a reason', async () => {
    const { transport, answer } = slowCashier();
    answer({ allowDeposit: true, promotions: [] });
    transport.on('createDepositTask', { ...deposit('PENDING'), redirectUrl: '' });
    const root = mount(transport);
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
    const state = await screen.findByTestId('deposit-state');

    transport.on('getDepositTransactionReport', { list: [deposit('FAILED')], total: 1 });
    act(() => root.memberEvents.emit('deposit:failed', { amount: 500, reason: 'Channel timeout' }));
    await vi.waitFor(() => expect(state.textContent).toContain('Reason: Channel timeout'));
    expect(state.textContent).toContain('Failed');
  });

  describe('where and how to pay', () => {
    async function depositWith(answerFields: Record<string, unknown>) {
      const { transport, answer } = slowCashier();
      answer({ allowDeposit: true, promotions: [] });
      transport.on('createDepositTask', {
        ...deposit('PENDING'),
        amount: 1234.5,
        reference: 'K7P2QX9M',
        expiresAt: '2026-11-28T03:15:00.000Z',
        redirectUrl: '',
        ...answerFields,
      });
      const root = mount(transport);
      fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1234.50' } });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm deposit' }));
      await screen.findByTestId('deposit-state');
      return { root, transport, pay: () => screen.findByTestId('deposit-pay') };
    }

    afterEach(() => vi.restoreAllMocks());

    it('a transfer: the account, the exact amount and the reference, each copied on a tap', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { pay: payNow } = await depositWith({
        payee: {
          bankName: 'Kasikorn Bank',
          accountName: 'Playhouse Services Co., Ltd.',
          accountNumber: '0451234567',
        },
      });
      const pay = await payNow();
      const details = within(pay).getByTestId('deposit-payee');
      expect(details.textContent).toContain('Playhouse Services Co., Ltd.');
      expect(details.textContent).toContain('1,234.50');
      expect(pay.textContent).toContain('Pay before 2026/11/28 10:15 (GMT+7).');

      fireEvent.click(within(pay).getByRole('button', { name: 'Copy Account number' }));
      await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('0451234567'));
      await within(pay).findByRole('button', { name: 'Copied' });
      expect(
        within(pay)
          .getAllByRole('status')
          .map((s) => s.textContent),
      ).toContain('Account number copied');
      // A banking app takes the amount without thousands separators.
      fireEvent.click(within(pay).getByRole('button', { name: 'Copy Exact amount' }));
      await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith('1234.50'));
      fireEvent.click(within(pay).getByRole('button', { name: 'Copy Reference' }));
      await vi.waitFor(() => expect(writeText).toHaveBeenLastCalledWith('K7P2QX9M'));
    });

    it('says how to copy by hand when the browser refuses the clipboard', async () => {
      const writeText = vi.fn(() => Promise.reject(new Error('denied')));
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { pay: payNow } = await depositWith({
        payee: { bankName: 'SCB', accountName: 'Playhouse', accountNumber: '4059876543' },
      });
      const pay = await payNow();
      fireEvent.click(within(pay).getByRole('button', { name: 'Copy Account number' }));
      expect((await within(pay).findByRole('alert')).textContent).toContain(
        'Select the text and copy it yourself',
      );
    });

    it('a QR channel: the code of the payment page to scan, and the page as a link', async () => {
      const open = vi.spyOn(window, 'open');
      const url = 'https://pay.example/cashier/abc';
      const pay = await (await depositWith({ redirectUrl: url, showQrImageOnly: true })).pay();
      // The encoder arrives as its own chunk; its square holds the place meanwhile.
      expect(await within(pay).findByRole('img', { name: 'QR code to pay 1,234.50' })).toBeTruthy();
      const link = within(pay).getByRole('link', { name: /Open the payment page/ });
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(open).not.toHaveBeenCalled();
    });

    it('a payment page: opened at once, or one tap away when the browser blocks it', async () => {
      const url = 'https://pay.example/cashier/abc';
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const pay = await (await depositWith({ redirectUrl: url, showQrImageOnly: false })).pay();
      expect(open).toHaveBeenCalledTimes(1);
      expect(pay.textContent).toContain('Your browser blocked the payment window');
      expect(
        within(pay)
          .getByRole('link', { name: /Open the payment page/ })
          .getAttribute('href'),
      ).toBe(url);
    });

    it('never opens nor draws an address that is not a web page', async () => {
      const open = vi.spyOn(window, 'open');
      await depositWith({ redirectUrl: 'javascript:alert(1)', showQrImageOnly: false });
      expect(open).not.toHaveBeenCalled();
      expect(screen.queryByTestId('deposit-pay')).toBeNull();
      expect((await screen.findByTestId('deposit-state')).textContent).toContain(
        'Waiting for payment',
      );
    });

    it('an order that ran out of time says so, and no longer says how to pay', async () => {
      const { root, transport, pay } = await depositWith({
        payee: { bankName: 'SCB', accountName: 'Playhouse', accountNumber: '4059876543' },
      });
      await pay();
      transport.on('getDepositTransactionReport', {
        list: [{ ...deposit('EXPIRED'), amount: 1234.5 }],
        total: 1,
      });
      act(() =>
        root.memberEvents.emit('deposit:failed', { amount: 1234.5, reason: 'Order expired' }),
      );
      const state = screen.getByTestId('deposit-state');
      await vi.waitFor(() => expect(state.textContent).toContain('Expired'));
      expect(state.textContent).toContain('expired before a payment arrived. Nothing was credited');
      expect(screen.queryByTestId('deposit-pay')).toBeNull();
    });
  });

  it('finds the waiting order again when the member comes back to the page', async () => {
    const { transport, answer } = slowCashier();
    answer({ allowDeposit: true, promotions: [] });
    transport
      .on('getDepositTransactionReport', { list: [deposit('PENDING')], total: 1 })
      .on('getDepositConfirmationDetail', (payload?: Record<string, unknown>) => ({
        ...deposit('PENDING'),
        depositId: payload?.depositId,
        reference: 'K7P2QX9M',
        payee: { bankName: 'SCB', accountName: 'Playhouse', accountNumber: '4059876543' },
      }));
    mount(transport);
    const pay = await screen.findByTestId('deposit-pay');
    expect(pay.textContent).toContain('4059876543');
    expect(pay.textContent).toContain('K7P2QX9M');
    expect(screen.getByTestId('deposit-state').textContent).toContain('Waiting for payment');
    // The list below found it: the report is asked for once.
    expect(transport.calls.filter((c) => c.name === 'getDepositTransactionReport')).toHaveLength(1);
  });
});
