import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { WithdrawSection } from './WithdrawSection';

afterEach(cleanup);

/** Every call the withdraw page makes at once, none of them answered yet. */
const UNANSWERED = [
  'getWithdrawSettings',
  'getTurnoverInfo',
  'getWithdrawAccountInfo',
  'bindConfig',
  'getBanks',
  'getWalletTypes',
  'hasWithdrawalPassword',
  'getPaymentConfirmationList',
  'getWithdrawTransactionReport',
];

describe('WithdrawSection', () => {
  it('holds the summary’s and the form’s places while the page loads, heard as loading', () => {
    const transport = new FakeTransport();
    for (const name of UNANSWERED) transport.on(name, () => new Promise(() => undefined));
    const { root } = testRoot({ transport, signedIn: true });
    const { container } = renderWithStores(<WithdrawSection />, {
      root,
      path: '/member?page=withdraw',
    });

    // The summary's labels show where their figures will be; the figures are placeholders.
    const summary = container.querySelector('.withdraw-summary');
    expect(summary?.getAttribute('aria-hidden')).toBe('true');
    expect([...(summary?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Balance',
      'Withdrawals left today',
      'Amount left today',
      'Turnover still required',
      'Withdrawal hours',
    ]);
    expect(summary?.querySelectorAll('dd .skeleton')).toHaveLength(5);
    // Assistive technology hears that the page is loading, not a list of empty figures.
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New withdrawal' })).toBeNull();
    const withdraw = container.querySelector<HTMLElement>('.withdraw');
    expect(within(withdraw!).getAllByRole('status')[0]?.textContent).toBe('Loading…');
  });
});
