import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
import { Chart } from './Chart';
import type { ChartData, ChartSpec } from './types';

const drawn: ChartSpec[] = [];
const destroyed = vi.fn();
vi.mock('./drawChart', () => ({
  drawChart: (_host: HTMLElement, spec: ChartSpec) => {
    drawn.push(spec);
    return { setSize: vi.fn(), destroy: destroyed };
  },
}));

beforeAll(() => {
  // jsdom has no layout, so no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});
afterEach(() => {
  cleanup();
  drawn.length = 0;
  destroyed.mockClear();
});

const data: ChartData = {
  x: ['2026-11-22', '2026-11-23'],
  series: [
    { label: 'Stake', values: [12000, 500] },
    { label: 'Win', values: [-2550, 0] },
  ],
};
const format = (minor: number) => (minor / 100).toFixed(2);

function mount(chartData = data) {
  const { root } = testRoot();
  renderWithStores(
    <Chart
      kind="bars"
      title="Stake and win per day"
      data={chartData}
      format={format}
      xLabel="Day"
    />,
    { root },
  );
  return root;
}

describe('Chart', () => {
  it('gives screen readers the same numbers as a table while the chart is drawn', async () => {
    mount();
    const table = screen.getByRole('table', { name: 'Stake and win per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayStakeWin',
      '2026-11-22120.00-25.50',
      '2026-11-235.000.00',
    ]);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]?.kind).toBe('bars');
    expect(drawn[0]?.colours.series).toHaveLength(4);
  });

  it('switches to the table on request and draws again when asked for the chart', async () => {
    mount();
    await waitFor(() => expect(drawn).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    expect(destroyed).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Stake and win per day' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chart' }));
    await waitFor(() => expect(drawn).toHaveLength(2));
  });

  it('draws once for the same numbers, however often the screen renders, and again when they change', async () => {
    const view = (chartData: ChartData) => (
      <Chart kind="line" title="Net" data={chartData} format={(v) => String(v)} xLabel="Day" />
    );
    const { rerender } = renderWithStores(view({ ...data, series: [...data.series] }));
    await waitFor(() => expect(drawn).toHaveLength(1));
    rerender(view({ ...data, series: [...data.series] }));
    rerender(view({ ...data, series: [...data.series] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn).toHaveLength(1);
    rerender(view({ x: data.x, series: [{ label: 'Stake', values: [1, 2] }] }));
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[1]?.data.series[0]?.values).toEqual([1, 2]);
  });

  it('draws again in the new colours when the theme changes', async () => {
    const root = mount();
    await waitFor(() => expect(drawn).toHaveLength(1));
    act(() => root.ui.setTheme(root.ui.theme === 'dark' ? 'light' : 'dark'));
    await waitFor(() => expect(drawn).toHaveLength(2));
  });

  it('shows nothing for an empty period, which the screen reports itself', () => {
    mount({ x: [], series: [{ label: 'Stake', values: [] }] });
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
