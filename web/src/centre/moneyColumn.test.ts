import { describe, expect, it } from 'vitest';
import { moneyColumn } from './moneyColumn';

describe('moneyColumn', () => {
  it('shows and exports the same amount, with two decimals, aligned to the end', () => {
    const column = moneyColumn('stake', 'Stakes', (row: { stake: number }) => row.stake);
    expect(column).toMatchObject({ key: 'stake', header: 'Stakes', align: 'end' });
    expect(column.cell({ stake: 1234.5 })).toBe('1,234.50');
    expect(column.text({ stake: -0.1 })).toBe('-0.10');
  });
});
