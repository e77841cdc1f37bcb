import { makeAutoObservable, runInAction } from 'mobx';
import type { Page } from '../../api/client/paging';
import type { PeriodQuery } from '../../api/client/records';
import { PagedRecords } from '../../centre/PagedRecords';
import { errorKey } from '../../api/errors';
import { allPages } from '../../centre/csv';

export interface ReportQuery extends PeriodQuery {
  /** One member of the team; the whole team when absent. */
  account?: string;
}

type Fetch<Row, Answer> = (
  query: ReportQuery,
  pageNo: number,
  pageSize: number,
) => Promise<Page<Row> & Answer>;

/**
 * One team report: its rows page by page, and what the first page's answer says of the whole
 * query (totals, the daily series). Those are kept only for the query on screen, and the CSV
 * export fetches every page of that same query.
 */
export class ReportStore<Row, Answer extends object> {
  readonly records: PagedRecords<Row, ReportQuery>;
  /** The first page's answer: the query's totals and series. */
  summary: (Page<Row> & Answer) | null = null;
  exporting = false;
  exportErrorKey: string | null = null;

  constructor(
    private readonly fetch: Fetch<Row, Answer>,
    pageSize = 50,
  ) {
    this.records = new PagedRecords(async (query, pageNo, size) => {
      const answer = await fetch(query, pageNo, size);
      if (pageNo === 1) {
        runInAction(() => {
          if (this.records.query === query) this.summary = answer;
        });
      }
      return answer;
    }, pageSize);
    makeAutoObservable<ReportStore<Row, Answer>, 'fetch'>(this, { fetch: false, records: false });
  }

  show(query: ReportQuery): Promise<void> {
    this.summary = null;
    return this.records.setQuery(query);
  }

  /** Every row of the query on screen, for the CSV file; null when it could not be fetched. */
  async everyRow(): Promise<Row[] | null> {
    const query = this.records.query;
    if (!query) return null;
    this.exporting = true;
    this.exportErrorKey = null;
    try {
      return await allPages((pageNo, size) => this.fetch(query, pageNo, size));
    } catch (error) {
      runInAction(() => (this.exportErrorKey = errorKey(error)));
      return null;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
