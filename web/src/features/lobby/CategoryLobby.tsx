import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CATEGORY_LINKS } from '../../layout/navigation';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, Page } from '../../ui';

/** A category lobby (/live, /rng, …): its heading and the vendors the platform lists for it. */
export const CategoryLobby = observer(function CategoryLobby() {
  const { t } = useTranslation();
  const { categories, pwa } = useStores();
  const { pathname } = useLocation();
  const link = CATEGORY_LINKS.find((l) => l.to === pathname.toLowerCase());
  const code = link?.category ?? '';
  const vendors = categories.vendorsOf(code);
  return (
    <Page name={`lobby-${code.toLowerCase() || 'unknown'}`} title={t(link?.label ?? 'nav_home')}>
      {categories.phase === 'loading' && <p role="status">{t('loading')}</p>}
      {vendors.length > 0 ? (
        <ul className="vendor-list">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>{vendor.name || vendor.vassalage}</li>
          ))}
        </ul>
      ) : (
        categories.phase !== 'loading' && <DataNotice>{t('lists_unavailable')}</DataNotice>
      )}
      {categories.phase === 'failed' && (
        <>
          {!pwa.online && <p>{t('needs_network')}</p>}
          <button type="button" className="button" onClick={() => void categories.load()}>
            {t('retry')}
          </button>
        </>
      )}
    </Page>
  );
});
