export { centreMessages } from './centreMessages';
export { useFeatureStore } from './featureStore';
export { defineMessages, useMessages, type FeatureMessages, type FeatureT } from './messages';
export { PagedRecords, type PageLoader, type RecordsPage, type RecordsView } from './PagedRecords';
export {
  periodRange,
  presetPeriod,
  readPeriod,
  writePeriod,
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  type PeriodRange,
} from './period';
export { PeriodFilter, usePeriod } from './PeriodFilter';
export { RecordsTable, type Column, type RecordsTableProps } from './RecordsTable';
export { useUrlFilters } from './useUrlFilters';
export { Chart, type ChartData, type ChartKind, type ChartProps, type ChartSeries } from './chart';
