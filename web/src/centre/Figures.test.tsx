import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Figures } from './Figures';

afterEach(cleanup);

describe('Figures', () => {
  it('lists each figure under its label, named as a whole, with the test ids given', () => {
    render(
      <Figures
        label="Totals"
        testId="totals"
        items={[
          { label: 'Stakes', value: '1,234.50', testId: 'stakes' },
          { label: 'Bets', value: 3 },
        ]}
      />,
    );
    const list = screen.getByLabelText('Totals');
    expect(list.tagName).toBe('DL');
    expect(screen.getByTestId('totals')).toBe(list);
    expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Stakes', 'Bets']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,234.50', '3']);
    expect(screen.getByTestId('stakes').textContent).toBe('1,234.50');
  });
});
