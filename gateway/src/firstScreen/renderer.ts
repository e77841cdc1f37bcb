import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the gateway tells the web's first-screen renderer about one page request. */
export interface FirstScreenRequest {
  /** Path and query of the page. */
  url: string;
  /** The browser's languages, most preferred first. */
  deviceLanguages: readonly string[];
  /**
   * What the player chose on this device: the PWA's preference cookies (`lang`, `theme`), and
   * `ANONYMOUS_POPUP` while the visitors' announcement popup is not to be rendered this session.
   */
  preferences: { lang?: string; theme?: string; ANONYMOUS_POPUP?: string };
  languages: { supported: readonly string[]; fallback: string };
  merchantCode: string;
  /**
   * The request comes with a live session: `fetch` asks the platform as that member (the gateway
   * adds their token; the renderer never sees it), and the page is rendered signed in or not at
   * all, never as a visitor's.
   */
  signedIn: boolean;
  /** Reaches the platform for a path such as `/wps/system/status`, as the visitor's browser would. */
  fetch: typeof fetch;
  /** A DOM window the renderer cleans operator rich text in (DOMPurify), given by `loadRenderer`. */
  window?: object;
}

/** The page's `#root` markup and the data it was rendered from (JSON, safe in a script block). */
export interface FirstScreen {
  html: string;
  /** Attributes for the page's `<html>` element (language, colour theme). */
  htmlAttributes: Record<string, string>;
  data: string;
  /** The feature folder of the screen rendered, whose stylesheets the page must link. */
  feature?: string;
  /** Feature folders rendered inside it (a member's centre section), whose stylesheets too. */
  inside?: string[];
  /** Feature modules whose code the boot script should fetch with the bundle (a centre's frame). */
  preload?: string[];
}

/** `renderFirstScreen` of the web's server build (`web/src/entry-server.tsx`). */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/**
 * Loads the web's first-screen renderer. Without one (not built, or turned off with an empty
 * path) the gateway serves the page as a plain shell, which the browser renders by itself.
 * The renderer is handed one jsdom window, made here once: the page's announcement popup shows
 * the operator's rich text, which the renderer cleans with DOMPurify (as the browser does) before
 * it goes into the markup, and DOMPurify needs a DOM. Scripts never run in it (jsdom's default).
 */
export async function loadRenderer(
  file: string | undefined,
): Promise<RenderFirstScreen | undefined> {
  if (!file || !fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
  if (typeof module.renderFirstScreen !== 'function')
    throw new Error(`${file} does not export renderFirstScreen`);
  const render = module.renderFirstScreen as RenderFirstScreen;
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('');
  return (request) => render({ window, ...request });
}
