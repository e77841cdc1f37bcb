import type { ChartKind } from './types';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A point's label under the chart: a day shows as `MM-DD` (the table keeps the full date). */
export function shortLabel(x: string): string {
  const day = DAY.exec(x);
  return day ? `${day[2]}-${day[3]}` : x;
}

/**
 * The horizontal range: bars sit centred on whole numbers with half a step either side; a line
 * runs from the first point to the last (a single point gets the same half steps).
 */
export function xRange(kind: ChartKind, points: number): [number, number] {
  if (kind === 'bars' || points < 2) return [-0.5, Math.max(points, 1) - 0.5];
  return [0, points - 1];
}

/** Share of one step taken by a group of bars; the rest is the gap between groups. */
export const GROUP_WIDTH = 0.8;

/** Left edge of the bar of series `series` (0-based, of `count`) at point `index`. */
export function barLeft(index: number, series: number, count: number): number {
  return index - GROUP_WIDTH / 2 + (series * GROUP_WIDTH) / count;
}

/** The vertical range, always including zero so bars and losses read true. */
export function yRange(values: readonly number[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low === high) return [0, 1];
  const pad = (high - low) * 0.08;
  return [low < 0 ? low - pad : 0, high > 0 ? high + pad : 0];
}
