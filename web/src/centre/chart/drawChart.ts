import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barLeft, GROUP_WIDTH, shortLabel, xRange, yRange } from './axis';
import type { ChartSpec } from './types';

/** What the screen keeps of a drawn chart: resize with its box, remove when it goes. */
export interface DrawnChart {
  setSize(width: number, height: number): void;
  destroy(): void;
}

const FONT = '12px system-ui, sans-serif';

/** Width of the widest tick label plus room for the ticks, so long amounts are never cut. */
function labelWidth(self: uPlot, values: string[] | null): number {
  if (!values?.length) return 40;
  self.ctx.font = FONT;
  const widest = Math.max(...values.map((value) => self.ctx.measureText(value).width));
  return Math.ceil(widest / uPlot.pxRatio) + 18;
}

function barsPaths(count: number): uPlot.Series.PathBuilder | undefined {
  const bars = uPlot.paths.bars;
  if (!bars) return undefined;
  const each = (from: number, to: number, value: (index: number) => number) =>
    Array.from({ length: to - from + 1 }, (_, offset) => value(from + offset));
  return bars({
    disp: {
      x0: {
        unit: 1,
        values: (_self, seriesIdx, from, to) =>
          each(from, to, (index) => barLeft(index, seriesIdx - 1, count)),
      },
      size: {
        unit: 1,
        values: (_self, _seriesIdx, from, to) => each(from, to, () => GROUP_WIDTH / count),
      },
    },
  });
}

/** Draws `spec` into `host` with uPlot. Only chart screens load this module (and uPlot). */
export function drawChart(host: HTMLElement, spec: ChartSpec): DrawnChart {
  const { kind, data, format, colours } = spec;
  const points = data.x.length;
  const indices = data.x.map((_, index) => index);
  const all = data.series.flatMap((series) => series.values);
  const axisStyle: Partial<uPlot.Axis> = {
    stroke: colours.text,
    font: FONT,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
  };
  const series: uPlot.Series[] = [
    { label: spec.xLabel, value: (_self, index) => (index == null ? '' : (data.x[index] ?? '')) },
    ...data.series.map((line, index): uPlot.Series => {
      const colour = colours.series[index % colours.series.length] ?? colours.text;
      return {
        label: line.label,
        stroke: colour,
        width: kind === 'line' ? 2 : 1,
        fill: kind === 'bars' ? colour : undefined,
        points: { show: kind === 'line' && points <= 62, size: 5, fill: colour },
        paths: kind === 'bars' ? barsPaths(data.series.length) : undefined,
        value: (_self, value) => (value == null ? '' : format(value)),
      };
    }),
  ];
  const options: uPlot.Options = {
    width: spec.width,
    height: spec.height,
    series,
    legend: { show: true },
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
    scales: {
      x: { time: false, range: () => xRange(kind, points) },
      y: { range: () => yRange(all) },
    },
    axes: [
      {
        ...axisStyle,
        space: 36,
        incrs: [1, 2, 5, 7, 10, 14, 30, 60, 90],
        values: (_self, splits) =>
          splits.map((split) => (Number.isInteger(split) ? shortLabel(data.x[split] ?? '') : '')),
      },
      {
        ...axisStyle,
        size: labelWidth,
        values: (_self, splits) => splits.map((split) => format(split)),
      },
    ],
  };
  const aligned = [indices, ...data.series.map((line) => [...line.values])] as uPlot.AlignedData;
  const plot = new uPlot(options, aligned, host);
  return {
    setSize: (width, height) => plot.setSize({ width, height }),
    destroy: () => plot.destroy(),
  };
}
