export { centreMessages } from './centreMessages';
export { ChoiceFilter, type ChoiceFilterProps } from './ChoiceFilter';
export { downloadCsv, toCsv } from './csv';
export { exportAllPages, loadAllPages, type CsvFile } from './exportCsv';
export { useFeatureStore } from './featureStore';
export { Figures, type Figure } from './Figures';
export { Loadable, type LoadState } from './Loadable';
export { LoadableStatus } from './LoadableStatus';
export { defineMessages, useMessages, type FeatureMessages, type FeatureT } from './messages';
export { moneyColumn } from './moneyColumn';
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
