export { Chart, type ChartProps } from './Chart';
export type { ChartData, ChartKind, ChartSeries } from './types';
