import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client';
import type { GameItem } from '../../api/client/games';
import type { LoadState } from '../../centre/Loadable';
import { LatestCall } from '../../centre/latest';
import type { LanguageStore } from '../../stores/LanguageStore';
import type { RootStore } from '../../stores/RootStore';

/** The full search view's page size (spec §9). */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The lobby's full search view (game type SEARCH): a name search over every category, 24 games
 * a page with load more. An empty name lists every game. Only the newest question may fill the
 * list, so a slow answer to an older search never replaces a newer one.
 */
export class GameSearchStore {
  /** What the player typed. */
  text = '';
  /** The trimmed name the list was asked for; null while the view is closed. */
  query: string | null = null;
  page = 1;
  games: GameItem[] = [];
  total = 0;
  totalPages = 0;
  state: LoadState = 'idle';
  /** Whether the failed request was a further page (retry appends) or a new search. */
  private failedAppend = false;
  private readonly latest = new LatestCall();

  constructor(
    private readonly api: ApiClient,
    private readonly language: LanguageStore,
  ) {
    makeAutoObservable<GameSearchStore, 'api' | 'language' | 'latest'>(this, {
      api: false,
      language: false,
      latest: false,
    });
    // Names are translated: a language change asks again from the first page.
    reaction(
      () => this.language.revision,
      () => {
        if (this.query !== null) void this.run(this.query);
      },
    );
  }

  get isOpen(): boolean {
    return this.query !== null;
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  setText(text: string): void {
    this.text = text;
  }

  /** Opens the view on a name (trimmed), or on every game when it is blank. */
  open(text: string): Promise<void> {
    this.text = text.trim();
    return this.run(this.text);
  }

  submit(): Promise<void> {
    return this.open(this.text);
  }

  /** The next page, appended; nothing beyond the last page or while a page is on its way. */
  loadMore(): Promise<void> {
    if (this.query === null || !this.hasMore || this.state === 'loading') return Promise.resolve();
    return this.fetch(this.query, this.page + 1, true);
  }

  /** Asks again for whatever failed: the same further page, or the search from page 1. */
  retry(): Promise<void> {
    if (this.query === null) return Promise.resolve();
    return this.failedAppend ? this.fetch(this.query, this.page + 1, true) : this.run(this.query);
  }

  /** Leaves the view; an answer still on its way is dropped. */
  close(): void {
    this.latest.cancel();
    this.query = null;
    this.text = '';
    this.games = [];
    this.total = 0;
    this.totalPages = 0;
    this.page = 1;
    this.state = 'idle';
  }

  private run(query: string): Promise<void> {
    this.query = query;
    this.page = 1;
    this.games = [];
    this.total = 0;
    this.totalPages = 0;
    return this.fetch(query, 1, false);
  }

  private async fetch(query: string, pageNo: number, append: boolean): Promise<void> {
    const isCurrent = this.latest.begin();
    this.state = 'loading';
    try {
      const answer = await this.api.games.search(
        query,
        pageNo,
        SEARCH_PAGE_SIZE,
        this.language.code,
      );
      if (!isCurrent()) return;
      runInAction(() => {
        this.total = answer.total;
        this.totalPages = answer.totalPages;
        this.state = 'ready';
        // A page past the total (the list shrank meanwhile) adds nothing.
        if (pageNo > answer.totalPages && pageNo > 1) return;
        this.page = pageNo;
        if (!append) {
          this.games = answer.games;
          return;
        }
        const shown = new Set(this.games.map((g) => g.nodeId));
        this.games = [...this.games, ...answer.games.filter((g) => !shown.has(g.nodeId))];
      });
    } catch {
      if (!isCurrent()) return;
      runInAction(() => {
        this.failedAppend = append;
        this.state = 'failed';
      });
    }
  }
}

/** The search view's store, made when a lobby first opens it (not part of the home route's code). */
export const createGameSearchStore = (root: RootStore) =>
  new GameSearchStore(root.api, root.language);
