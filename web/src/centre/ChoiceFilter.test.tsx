import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceFilter } from './ChoiceFilter';

afterEach(cleanup);

describe('ChoiceFilter', () => {
  it('offers "all" then each option, and reports a choice or none', () => {
    const onChange = vi.fn();
    render(
      <ChoiceFilter
        label="Status"
        allLabel="All statuses"
        value="SETTLED"
        options={['SETTLED', 'CANCELLED'] as const}
        optionLabel={(s) => (s === 'SETTLED' ? 'Settled' : 'Cancelled')}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    expect([...select.options].map((o) => o.text)).toEqual([
      'All statuses',
      'Settled',
      'Cancelled',
    ]);
    expect(select.value).toBe('SETTLED');
    fireEvent.change(select, { target: { value: 'CANCELLED' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([['CANCELLED'], [null]]);
  });
});

describe('ChoiceFilter as chips', () => {
  it('shows "all" then each option as a button, the chosen one pressed', () => {
    const onChange = vi.fn();
    render(
      <ChoiceFilter
        look="chips"
        label="Lists"
        allLabel="All"
        value={null}
        options={['deposits', 'withdrawals'] as const}
        optionLabel={(o) => (o === 'deposits' ? 'Deposits' : 'Withdrawals')}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Lists' });
    const pressed = (name: string) =>
      screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect(group.textContent).toBe('AllDepositsWithdrawals');
    expect([pressed('All'), pressed('Deposits'), pressed('Withdrawals')]).toEqual([
      'true',
      'false',
      'false',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange.mock.calls).toEqual([['withdrawals'], [null]]);
  });
});
