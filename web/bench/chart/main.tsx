import type { ChartSpec } from '../../src/centre/chart/types';
import '../../src/styles.css';

/**
 * The profit-and-loss charts' load cost, for `scripts/bench/recordsChart.ts`: from nothing
 * loaded to a drawn canvas, the drawing chunk (uPlot and its CSS) fetched on demand as the
 * screen does. `?kind=line` draws 30 days of net results; `?kind=bars` stake and win for the 9
 * products. `window.__drawn` is the time to the first frame after drawing, `__loaded` the
 * time the chunk took to arrive.
 */
const kind = new URLSearchParams(location.search).get('kind') === 'bars' ? 'bars' : 'line';
const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const products = ['LOTT', 'ELOTT', 'PVP', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
const data =
  kind === 'line'
    ? {
        x: days,
        series: [
          { label: 'Net result', values: days.map((_, i) => ((i * 7919) % 20_000) - 10_000) },
        ],
      }
    : {
        x: products,
        series: [
          { label: 'Stake', values: products.map((_, i) => 50_000 + i * 12_345) },
          { label: 'Win', values: products.map((_, i) => 40_000 + i * 13_579) },
        ],
      };

const host = document.getElementById('root') as HTMLElement;
host.style.width = '1000px';
const started = performance.now();
void import('../../src/centre/chart/drawChart').then(({ drawChart }) => {
  const loaded = performance.now() - started;
  const spec: ChartSpec = {
    kind,
    data,
    format: (v) => (v / 100).toFixed(2),
    xLabel: kind === 'line' ? 'Day' : 'Category',
    colours: { text: '#ddd', grid: '#444', series: ['#4ea1ff', '#f5a623', '#7ed321', '#d0021b'] },
    width: 1000,
    height: 240,
  };
  drawChart(host, spec);
  requestAnimationFrame(() =>
    setTimeout(() => {
      Object.assign(window, { __loaded: loaded, __drawn: performance.now() - started });
    }, 0),
  );
});
