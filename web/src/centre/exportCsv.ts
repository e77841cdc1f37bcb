import { when } from 'mobx';
import { downloadCsv, toCsv } from './csv';
import type { RecordsView } from './PagedRecords';

/**
 * Loads every page of the list's query not loaded yet, so an export is never a part of it;
 * stops at a failure (the list shows it with a retry). Answers whether the list is complete.
 */
export async function loadAllPages<Row>(records: RecordsView<Row>): Promise<boolean> {
  for (;;) {
    await when(() => !records.loading);
    if (records.errorKey) return false;
    if (!records.hasMore) return true;
    await records.loadMore();
  }
}

export interface CsvFile<Row> {
  fileName: string;
  header: readonly string[];
  row: (row: Row) => readonly unknown[];
}

/**
 * Every row of the list's query as a CSV download: the remaining pages are loaded into the list
 * first. False, with nothing downloaded, when a page failed (the list's `errorKey` says why).
 */
export async function exportAllPages<Row>(
  records: RecordsView<Row>,
  { fileName, header, row }: CsvFile<Row>,
): Promise<boolean> {
  if (!(await loadAllPages(records))) return false;
  downloadCsv(fileName, toCsv(header, records.rows.map(row)));
  return true;
}
