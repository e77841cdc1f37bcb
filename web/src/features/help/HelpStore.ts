import { makeAutoObservable, runInAction } from 'mobx';
import { SupportApi } from '../../api/client/support';
import type { HelpCategory } from '../../api/types';
import type { RootStore } from '../../stores/RootStore';
import { errorKey } from '../../centre/PagedRecords';

/** Rich text reduced to words for searching only; what is shown is sanitised separately. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The categories whose title or articles contain every word of the query (any case). */
export function searchHelp(categories: readonly HelpCategory[], query: string): HelpCategory[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  const matches = (text: string) => {
    const lower = text.toLocaleLowerCase();
    return words.every((w) => lower.includes(w));
  };
  return categories.flatMap((category) => {
    if (matches(category.title)) return [category];
    const articles = category.articles.filter((a) => matches(`${a.title} ${plainText(a.content)}`));
    return articles.length > 0 ? [{ ...category, articles }] : [];
  });
}

/** The platform's help centre (`/wps/system/helpCenter`, device WEB) in the site's language. */
export class HelpStore {
  phase: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorKey: string | null = null;
  categories: HelpCategory[] = [];
  query = '';
  private loadedFor: string | null = null;

  constructor(private readonly api: SupportApi) {
    makeAutoObservable<HelpStore, 'api' | 'loadedFor'>(this, { api: false, loadedFor: false });
  }

  get shown(): HelpCategory[] {
    return searchHelp(this.categories, this.query);
  }

  setQuery(query: string): void {
    this.query = query;
  }

  async load(lang: string, force = false): Promise<void> {
    if (!force && this.loadedFor === lang && this.phase === 'ready') return;
    this.phase = 'loading';
    this.errorKey = null;
    try {
      const categories = await this.api.getHelp(lang);
      runInAction(() => {
        this.categories = categories;
        this.loadedFor = lang;
        this.phase = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.phase = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }
}

export const createHelpStore = (root: RootStore) =>
  new HelpStore(new SupportApi(root.api.transport));
