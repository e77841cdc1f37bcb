import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Form } from '../../ui';
import { GameGrid } from './GameGrid';
import { useFeatureStore } from '../../centre/featureStore';
import { createGameSearchStore } from './GameSearchStore';
import { useFeatureTranslation } from '../../centre/messages';
import { lobbyMessages } from './lobbyMessages';

/**
 * The full search view (game type SEARCH): every category searched by name, 24 games a page.
 * The address carries the name, so `onSearch` hands it to the page and the page opens the view.
 */
export const GameSearchView = observer(function GameSearchView({
  onSearch,
  onBack,
}: {
  onSearch: (text: string) => void;
  onBack: () => void;
}) {
  const t = useFeatureTranslation(lobbyMessages);
  const { pwa } = useStores();
  const search = useFeatureStore(createGameSearchStore);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.text.trim());
  };

  return (
    <section className="lobby-search-view" aria-labelledby="search-view-title">
      <h2 id="search-view-title">
        {search.query ? t('search_results_for', { query: search.query }) : t('search_all_games')}
      </h2>
      <Form className="lobby-search" role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label={t('search_all_label')}
          placeholder={t('search_all_label')}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
        <button type="submit" className="button">
          {t('lobby_search')}
        </button>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('search_back')}
        </button>
      </Form>
      {search.games.length > 0 && <GameGrid games={search.games} label={t('search_results')} />}
      {search.state === 'loading' && <p role="status">{t('loading')}</p>}
      {search.state === 'ready' && search.games.length === 0 && (
        <DataNotice>
          {search.query ? t('search_no_results', { query: search.query }) : t('lobby_no_games')}
        </DataNotice>
      )}
      {search.total > 0 && search.state !== 'failed' && (
        <p className="lobby-count" data-testid="search-count">
          {t('lobby_displayed_of_total', { shown: search.games.length, total: search.total })}
        </p>
      )}
      {search.hasMore && search.state === 'ready' && (
        <button type="button" className="button" onClick={() => void search.loadMore()}>
          {t('lobby_load_more')}
        </button>
      )}
      {search.state === 'failed' && (
        <>
          <DataNotice>{t('search_unavailable')}</DataNotice>
          {!pwa.online && <p>{t('needs_network')}</p>}
          <button type="button" className="button" onClick={() => void search.retry()}>
            {t('retry')}
          </button>
        </>
      )}
    </section>
  );
});
