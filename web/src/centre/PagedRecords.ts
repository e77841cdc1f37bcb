import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { errorKey } from '../api/errors';
import { LatestCall } from './latest';
import type { LoadState } from './Loadable';

export interface RecordsPage<Row> {
  list: Row[];
  /** Rows the query has in all, as the platform counts them. */
  total: number;
  /** Pages the query has in all, where the platform counts them itself. */
  totalPages?: number;
}

export type PageLoader<Row, Query, Answer extends RecordsPage<Row> = RecordsPage<Row>> = (
  query: Query,
  page: number,
  size: number,
) => Promise<Answer>;

/**
 * `append`: each page is added below the rows before it ("show more", the records table).
 * `pages`: one page at a time, pages 1..`pageCount` chosen with a pager.
 */
export type PagingMode = 'append' | 'pages';

export interface PagingOptions<Answer> {
  mode?: PagingMode;
  /** What else an answer carries (a badge's count), taken only from an answer the list shows. */
  // A method, so a list of a richer answer still passes for a plain `PagedRecords<Row, Query>`.
  onAnswer?(answer: Answer): void;
}

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
 * A query's rows, fetched page by page (the platform's `page` counts from 1): in `append` mode
 * accumulated as the member scrolls, for the records table; in `pages` mode shown one page at a
 * time, the rows on screen staying until the next page's answer replaces them. A new query
 * starts afresh, and an answer that arrives for an older query or page is dropped, so a slow
 * answer never overwrites a newer one.
 *
 * Rows are kept as the platform sent them, not made observable one by one: a list is replaced
 * whole when a page arrives, and a row that changes is replaced (`replaceRow`). Deep observables
 * made 10,000 downlines take 29 MB more heap (36.1 MB against 7.4), and every cell a scrolling
 * table drew a MobX read.
 */
export class PagedRecords<
  Row,
  Query,
  Answer extends RecordsPage<Row> = RecordsPage<Row>,
> implements RecordsView<Row> {
  query: Query | null = null;
  rows: Row[] = [];
  total = 0;
  /** Pages fetched so far for the current query (`append` mode). */
  pages = 0;
  /** The page last asked for (in `pages` mode, the one the pager shows). */
  page = 1;
  /** Pages the query has in all, as its last answer said; at least 1. */
  pageCount = 1;
  state: LoadState = 'idle';
  /** Message key of the last failure; cleared by the next load. */
  errorKey: string | null = null;
  readonly mode: PagingMode;
  private readonly latest = new LatestCall();

  constructor(
    private readonly loader: PageLoader<Row, Query, Answer>,
    readonly size = 50,
    private readonly options: PagingOptions<Answer> = {},
  ) {
    this.mode = options.mode ?? 'append';
    makeAutoObservable<PagedRecords<Row, Query, Answer>, 'loader' | 'options' | 'latest'>(this, {
      loader: false,
      options: false,
      latest: false,
      rows: observableRef,
    });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  get hasMore(): boolean {
    if (this.mode === 'pages') return this.page < this.pageCount;
    return this.pages === 0 || this.rows.length < this.total;
  }

  /** Whether the query has been answered and has no rows at all. */
  get empty(): boolean {
    return this.state === 'ready' && this.rows.length === 0;
  }

  /** Shows `query`'s first page (also when it equals the current one, e.g. after a change). */
  setQuery(query: Query): Promise<void> {
    this.query = query;
    if (this.mode === 'append') {
      this.rows = [];
      this.total = 0;
      this.pages = 0;
    }
    return this.fetch(1);
  }

  /**
   * In `pages` mode, shows page `page` of `query` (by default the current query) in place of the
   * page shown. A deep link names both at once.
   */
  goTo(page: number, query: Query | null = this.query): Promise<void> {
    if (query === null) return Promise.resolve();
    this.query = query;
    return this.fetch(page);
  }

  /**
   * The same query again: from its first page, or in `pages` mode the page shown. Rows on show
   * stay on show, as they are, until the answer replaces them: a reload after a push or a
   * reconnection neither empties the list nor says "loading" (which, before the page had taken
   * over the gateway's markup, made React throw that markup away).
   */
  reload(): Promise<void> {
    if (this.query === null) return Promise.resolve();
    if (this.state === 'ready') return this.fetch(this.mode === 'pages' ? this.page : 1, true);
    return this.mode === 'pages' ? this.goTo(this.page) : this.setQuery(this.query);
  }

  /**
   * The next page, after a failure the same page again; nothing while a load is under way. In
   * `pages` mode the next page replaces the one shown.
   */
  loadMore(): Promise<void> {
    if (this.query === null || this.loading || !this.hasMore) return Promise.resolve();
    return this.mode === 'pages' ? this.goTo(this.page + 1) : this.fetch(this.pages + 1);
  }

  /** `quietly`: what is on show stays as it is (state included) until the answer. */
  private async fetch(page: number, quietly = false): Promise<void> {
    const query = this.query as Query;
    const isCurrent = this.latest.begin();
    this.page = page;
    if (!quietly) {
      this.state = 'loading';
      this.errorKey = null;
    }
    try {
      const answer = await this.loader(query, page, this.size);
      if (!isCurrent()) return;
      runInAction(() => {
        if (this.mode === 'pages') this.takePage(answer);
        else this.append(page, answer);
        this.state = 'ready';
      });
      this.options.onAnswer?.(answer);
    } catch (error) {
      if (!isCurrent()) return;
      runInAction(() => {
        this.errorKey = errorKey(error);
        this.state = 'failed';
      });
    }
  }

  /** Puts `change(row)` in place of the first row `match` finds (a message read, say). */
  replaceRow(match: (row: Row) => boolean, change: (row: Row) => Row): void {
    const index = this.rows.findIndex(match);
    if (index < 0) return;
    const rows = [...this.rows];
    rows[index] = change(rows[index] as Row);
    this.rows = rows;
  }

  private append(page: number, answer: Answer): void {
    this.rows = page === 1 ? answer.list : [...this.rows, ...answer.list];
    // A platform that sends no total still ends the list once a short page arrives.
    this.total =
      answer.list.length < this.size ? this.rows.length : Math.max(answer.total, this.rows.length);
    this.pages = page;
  }

  private takePage(answer: Answer): void {
    this.rows = answer.list;
    this.total = answer.total;
    this.pageCount = Math.max(1, answer.totalPages ?? Math.ceil(answer.total / this.size));
  }
}
