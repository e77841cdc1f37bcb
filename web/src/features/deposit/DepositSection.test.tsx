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
});
