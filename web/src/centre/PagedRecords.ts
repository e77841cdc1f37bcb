import { makeAutoObservable, runInAction } from 'mobx';
import { errorKey } from '../api/errors';
import { LatestCall } from './latest';
import type { LoadState } from './Loadable';

export interface RecordsPage<Row> {
  list: Row[];
  /** Rows the query has in all, as the platform counts them. */
  total: number;
}

export type PageLoader<Row, Query> = (
  query: Query,
  page: number,
  size: number,
) => Promise<RecordsPage<Row>>;

/** What a list screen reads of a `PagedRecords`, whatever its query. */
export interface RecordsView<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
  readonly pages: number;
  readonly loading: boolean;
  readonly errorKey: string | null;
  readonly hasMore: boolean;
  readonly empty: boolean;
  loadMore(): Promise<void>;
  reload(): Promise<void>;
}

/**
 * A query's rows, fetched page by page (the platform's `page` counts from 1) and accumulated as
 * the member scrolls, for the records table. A new query starts afresh, and an answer that
 * arrives for an older query or page is dropped, so a slow answer never overwrites a newer one.
 */
export class PagedRecords<Row, Query> implements RecordsView<Row> {
  query: Query | null = null;
  rows: Row[] = [];
  total = 0;
  /** Pages fetched so far for the current query. */
  pages = 0;
  state: LoadState = 'idle';
  /** Message key of the last failure; cleared by the next load. */
  errorKey: string | null = null;
  private readonly latest = new LatestCall();

  constructor(
    private readonly loader: PageLoader<Row, Query>,
    readonly size = 50,
  ) {
    makeAutoObservable<PagedRecords<Row, Query>, 'loader' | 'latest'>(this, {
      loader: false,
      latest: false,
    });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  get hasMore(): boolean {
    return this.pages === 0 || this.rows.length < this.total;
  }

  /** Whether the query has been answered and has no rows at all. */
  get empty(): boolean {
    return this.pages > 0 && this.rows.length === 0 && !this.loading && !this.errorKey;
  }

  /** Shows `query`'s first page (also when it equals the current one, e.g. after a change). */
  setQuery(query: Query): Promise<void> {
    this.query = query;
    this.rows = [];
    this.total = 0;
    this.pages = 0;
    return this.fetch(1);
  }

  /** The same query again from its first page. */
  reload(): Promise<void> {
    return this.query === null ? Promise.resolve() : this.setQuery(this.query);
  }

  /** The next page, after a failure the same page again; nothing while a load is under way. */
  loadMore(): Promise<void> {
    if (this.query === null || this.loading || !this.hasMore) return Promise.resolve();
    return this.fetch(this.pages + 1);
  }

  private async fetch(page: number): Promise<void> {
    const query = this.query as Query;
    const isCurrent = this.latest.begin();
    this.state = 'loading';
    this.errorKey = null;
    try {
      const answer = await this.loader(query, page, this.size);
      if (!isCurrent()) return;
      runInAction(() => {
        this.rows = page === 1 ? answer.list : [...this.rows, ...answer.list];
        // A platform that sends no total still ends the list once a short page arrives.
        this.total =
          answer.list.length < this.size
            ? this.rows.length
            : Math.max(answer.total, this.rows.length);
        this.pages = page;
        this.state = 'ready';
      });
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.state = 'failed';
      });
    }
  }
}
