/** One line or one set of bars: a value for each point of `ChartData.x`. */
export interface ChartSeries {
  readonly label: string;
  readonly values: readonly number[];
}

/**
 * What a chart shows: the points along the bottom (days as `YYYY-MM-DD`, or category names) and
 * one or more series over them. Values are in whatever unit the screen passes (money in minor
 * units); `format` turns one into text for the axis, the tooltip and the table.
 */
export interface ChartData {
  readonly x: readonly string[];
  readonly series: readonly ChartSeries[];
}

export type ChartKind = 'line' | 'bars';

/** Colours read from the page's theme, so the canvas matches light and dark. */
export interface ChartColours {
  readonly text: string;
  readonly grid: string;
  readonly series: readonly string[];
}

export interface ChartSpec {
  readonly kind: ChartKind;
  readonly data: ChartData;
  readonly format: (value: number) => string;
  /** What the points are ("Day", "Category"): the legend's first entry. */
  readonly xLabel: string;
  readonly colours: ChartColours;
  readonly width: number;
  readonly height: number;
}
