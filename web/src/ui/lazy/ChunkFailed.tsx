import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';

/** What a player sees when a screen's code did not arrive: words, and a way out. */
export const ChunkFailed = observer(function ChunkFailed() {
  const { t } = useTranslation();
  const { pwa } = useStores();
  return (
    <section className="notice-panel" role="alert">
      <h1>{t('chunk_failed')}</h1>
      {!pwa.online && <p>{t('needs_network')}</p>}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </section>
  );
});
