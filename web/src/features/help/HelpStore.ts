import { makeAutoObservable, runInAction } from 'mobx';
import { SupportApi } from '../../api/client/support';
import type { HelpCategory } from '../../api/types';
import { errorKey } from '../../api/errors';
import type { LoadState } from '../../centre/Loadable';
import type { RootStore } from '../../stores/RootStore';

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
  state: LoadState = 'idle';
  errorKey: string | null = null;
  categories: HelpCategory[] = [];
  query = '';
  /**
   * The articles' rich text was cleaned by the gateway with the site's own sanitiser (the first
   * screen), so it shows at once; anything loaded here is cleaned when it is shown.
   */
  contentCleaned = false;
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

  /** Takes the help centre the gateway rendered the first screen from. */
  seed(data: HelpFirstScreen): void {
    this.categories = data.categories;
    this.loadedFor = data.lang;
    this.contentCleaned = true;
    this.state = 'ready';
  }

  async load(lang: string, force = false): Promise<void> {
    if (!force && this.loadedFor === lang && this.state === 'ready') return;
    this.state = 'loading';
    this.errorKey = null;
    try {
      const categories = await this.api.getHelp(lang);
      runInAction(() => {
        this.categories = categories;
        this.contentCleaned = false;
        this.loadedFor = lang;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = errorKey(error);
      });
    }
  }
}

/** What the gateway renders a visitor's `/help` from, handed over with the page. */
export interface HelpFirstScreen {
  lang: string;
  categories: HelpCategory[];
}

const HELP_FIRST_SCREEN = 'help';

/**
 * The help centre a visitor's `/help` is rendered with, its articles cleaned by `clean` (the
 * site's sanitiser on the gateway's DOM), so the topics and articles are in the first screen
 * rather than pushing the page down when they arrive. Null when the platform did not answer.
 */
export async function helpFirstScreen(
  root: RootStore,
  clean: (html: string) => string,
): Promise<{ key: string; data: HelpFirstScreen } | null> {
  // Loaded apart from the screen's store: when the platform does not answer, the screen renders
  // as the browser's first render will (before its own call), not with a failure the browser
  // never saw.
  const loader = new HelpStore(new SupportApi(root.api.transport));
  const lang = root.language.code;
  await loader.load(lang);
  if (loader.state !== 'ready') return null;
  const categories = loader.categories.map((category) => ({
    ...category,
    articles: category.articles.map((article) => ({ ...article, content: clean(article.content) })),
  }));
  const data: HelpFirstScreen = { lang, categories };
  root.features.offer(HELP_FIRST_SCREEN, data);
  return { key: HELP_FIRST_SCREEN, data };
}

export const createHelpStore = (root: RootStore) => {
  const store = new HelpStore(new SupportApi(root.api.transport));
  const first = root.features.take(HELP_FIRST_SCREEN) as HelpFirstScreen | undefined;
  if (first) store.seed(first);
  return store;
};
