import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CATEGORY_LINKS } from '../../routing/navigation';
import { useStores } from '../../stores/StoreContext';
import { useCategories } from '../../stores/useCategories';
import { DataNotice, Form, Page } from '../../ui';
import { GameGrid } from './GameGrid';
import { GameSearchView } from './GameSearchView';
import './lobby.css';
import { useFeatureStore } from '../../centre/featureStore';
import { createGameSearchStore } from './GameSearchStore';
import { useFeatureTranslation } from '../../centre/messages';
import { lobbyMessages } from './lobbyMessages';

/** The address parameter that opens the full search view (game type SEARCH) on a lobby. */
export const SEARCH_PARAM = 'search';
/** The address parameter that opens a lobby at one vendor (the home page's vendor cards). */
export const VENDOR_PARAM = 'vendor';

/** The classify menu; New only in the slot (RNG) lobby (spec §2). */
function classifiesOf(category: string): { key: string; label: string }[] {
  return [
    { key: 'ALL', label: 'lobby_all' },
    { key: 'HOT', label: 'lobby_hot' },
    { key: 'RECENT', label: 'lobby_recent' },
    { key: 'FAV', label: 'lobby_favorite' },
    ...(category === 'RNG' ? [{ key: 'NEW', label: 'lobby_new' }] : []),
  ];
}

/** Placeholder cards while the first page loads: a phone's first screen and a desktop's rows. */
const SKELETON_CARDS = 10;

/** Slot sub-types (BG bingo only exists with language TY, which is not enabled). */
const SUB_TYPES = [
  { key: 'SC', label: 'lobby_sub_sc' },
  { key: 'VP', label: 'lobby_sub_vp' },
  { key: 'JP', label: 'lobby_sub_jp' },
  { key: 'TG', label: 'lobby_sub_tg' },
  { key: 'AC', label: 'lobby_sub_ac' },
];

/** A category lobby (/live, /rng, …): vendor and classify menus, name search, game cards. */
export const CategoryLobby = observer(function CategoryLobby() {
  const t = useFeatureTranslation(lobbyMessages);
  const { categories, lobby, pwa } = useStores();
  const known = useCategories();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const vendorParam = params.get(VENDOR_PARAM) ?? '';
  const searchParam = params.get(SEARCH_PARAM);
  const link = CATEGORY_LINKS.find((l) => l.to === pathname.toLowerCase());
  const code = link?.category ?? '';
  const vendors = known.vendorsOf(code);

  useEffect(() => {
    if (code) void lobby.enter(code, vendorParam);
  }, [lobby, code, vendorParam]);

  const searchAll = useFeatureStore(createGameSearchStore);
  useEffect(() => {
    if (searchParam === null) return;
    void searchAll.open(searchParam);
    return () => searchAll.close();
  }, [searchAll, searchParam]);

  /** The full search view lives in the address, so it survives a reload and the back button. */
  const openSearchView = (text: string) => {
    if (text === searchParam) void searchAll.open(text);
    else setParams({ [SEARCH_PARAM]: text });
  };

  const chooseVendor = async (vassalage: string) => {
    const choice = await lobby.chooseVendor(vassalage);
    if (choice === 'sea-lottery') navigate('/sealottery');
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    void lobby.search();
  };
  const pressed = (key: string) => lobby.classify === key;
  const name = `lobby-${code.toLowerCase() || 'unknown'}`;
  const title = t(link?.label ?? 'nav_home');

  if (searchParam !== null) {
    return (
      <Page name={name} title={title}>
        <GameSearchView onSearch={openSearchView} onBack={() => setParams({})} />
      </Page>
    );
  }

  return (
    <Page name={name} title={title}>
      {/* On a desktop the vendors are a column beside the lobby (lobby.css): every one in reach,
          and however many the platform lists, nothing beside them moves when they arrive. */}
      <div className="lobby-layout">
        <nav className="lobby-menu lobby-menu--vendors" aria-label={t('lobby_vendors')}>
          <button
            type="button"
            aria-pressed={lobby.vendor === ''}
            onClick={() => void chooseVendor('')}
          >
            {t('lobby_all_vendors')}
          </button>
          {/* Until the vendors are known, pills of their size hold the row (hidden from readers). */}
          {!known.withVendors &&
            !known.failed &&
            [0, 1, 2, 3, 4].map((i) => (
              <span key={i} className="skeleton lobby-menu__skeleton" aria-hidden="true" />
            ))}
          {vendors.map((vendor) => (
            <button
              key={vendor.vassalage}
              type="button"
              aria-pressed={lobby.vendor === vendor.vassalage}
              onClick={() => void chooseVendor(vendor.vassalage)}
            >
              {vendor.name || vendor.vassalage}
            </button>
          ))}
        </nav>
        <div className="lobby-main">
          <nav className="lobby-menu lobby-menu--filters" aria-label={t('lobby_filters')}>
            {classifiesOf(code).map(({ key, label }) => (
              <button
                key={key}
                type="button"
                aria-pressed={pressed(key)}
                onClick={() => void lobby.chooseClassify(key)}
              >
                {t(label)}
              </button>
            ))}
            {code === 'RNG' &&
              SUB_TYPES.map(({ key, label }) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={pressed(key)}
                  onClick={() => void lobby.chooseClassify(key)}
                >
                  {t(label)}
                </button>
              ))}
          </nav>
          <Form className="lobby-search" role="search" onSubmit={submitSearch}>
            <input
              type="search"
              aria-label={t('lobby_search_label')}
              placeholder={t('lobby_search_label')}
              value={lobby.searchText}
              onChange={(e) => lobby.setSearchText(e.target.value)}
            />
            <button type="submit" className="button">
              {t('lobby_search')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => openSearchView(lobby.searchText.trim())}
            >
              {t('search_all_games')}
            </button>
          </Form>
          <div
            className="lobby-results"
            aria-busy={lobby.state !== 'ready' && lobby.state !== 'failed'}
          >
            {lobby.games.length > 0 ? (
              <GameGrid games={lobby.games} label={t('lobby_games')} />
            ) : (
              lobby.state !== 'ready' &&
              lobby.state !== 'failed' && (
                // The first page's cards hold their place until it arrives; a reader hears the status.
                <ul className="game-grid" aria-hidden="true">
                  {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                    <li key={i} className="skeleton skeleton-card" />
                  ))}
                </ul>
              )
            )}
          </div>
          {lobby.state === 'loading' && (
            <p role="status" className={lobby.games.length > 0 ? undefined : 'visually-hidden'}>
              {t('loading')}
            </p>
          )}
          {lobby.state === 'ready' && lobby.games.length === 0 && (
            <DataNotice>{t('lobby_no_games')}</DataNotice>
          )}
          {lobby.state === 'ready' && lobby.total > 0 && (
            <p className="lobby-count" data-testid="lobby-count">
              {t('lobby_displayed_of_total', { shown: lobby.games.length, total: lobby.total })}
            </p>
          )}
          {lobby.hasMore && lobby.state !== 'loading' && (
            <button type="button" className="button" onClick={() => void lobby.loadMore()}>
              {t('lobby_load_more')}
            </button>
          )}
          {lobby.state === 'failed' && (
            <>
              <DataNotice>{t('lists_unavailable')}</DataNotice>
              {!pwa.online && <p>{t('needs_network')}</p>}
              <button
                type="button"
                className="button"
                onClick={() => {
                  if (categories.state === 'failed') void categories.load();
                  void lobby.reload();
                }}
              >
                {t('retry')}
              </button>
            </>
          )}
        </div>
      </div>
    </Page>
  );
});
