import type { LobbyFirstScreen } from '../../stores/firstScreen';
import type { GameListQuery } from '../../api/client/games';
import { listQuery, PAGE_SIZE } from '../../stores/LobbyStore';
import type { RootStore } from '../../stores/RootStore';
import { SEARCH_PARAM, VENDOR_PARAM } from './CategoryLobby';

/** The list call of a lobby's first page, as the lobby store's `enter` makes it. */
export function firstPageQuery(category: string, vendor: string, language: string): GameListQuery {
  return listQuery({
    category,
    vendor,
    classify: 'ALL',
    name: '',
    page: 1,
    pageSize: PAGE_SIZE.lobby,
    language,
  });
}

/**
 * What the gateway renders a visitor's category lobby (`/rng`, `/live`, …) with: the vendor lanes
 * and the first page of games, at the vendor the address names (`?vendor=`) or all vendors, so
 * the cards and the first row's pictures are in the HTML rather than arriving after the scripts,
 * the hydration and two calls. Both calls are the ones the browser would make, made at once.
 *
 * Seeds the root's stores, which the page is then rendered from, and returns the same data for the
 * browser. Null, with the stores untouched, when either call failed (the page then renders its
 * placeholders, as the browser's first render will) or when the address opens the search view,
 * whose list is not the lobby's.
 */
export async function lobbyFirstScreen(
  root: RootStore,
  category: string,
  url: URL,
): Promise<LobbyFirstScreen | null> {
  if (url.searchParams.has(SEARCH_PARAM)) return null;
  const vendor = url.searchParams.get(VENDOR_PARAM) ?? '';
  const language = root.language.code;
  const answers = await Promise.all([
    root.api.games.vendors(true),
    root.api.games.list(firstPageQuery(category, vendor, language)),
  ]).catch(() => null);
  if (!answers) return null;
  const [lanes, page] = answers;
  const signedIn = root.session.isLogin;
  const data: LobbyFirstScreen = {
    lanes,
    page: { ...page, category, vendor, language, ...(signedIn ? { signedIn } : {}) },
  };
  root.categories.seed(data.lanes);
  root.lobby.seed(data.page);
  return data;
}
