import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';
import { MirrorList } from '../mirrors';

function isStandalone(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/** /down: install this site as an app (button where offered, iOS steps) and the native apps. */
export const DownloadPage = observer(function DownloadPage() {
  const { t } = useTranslation();
  const { system, pwa } = useStores();
  return (
    <Page name="down" title={t('down_title')}>
      <section aria-labelledby="install-title">
        <h2 id="install-title">{t('down_install_title')}</h2>
        <p>{t('down_install_body')}</p>
        {isStandalone() ? (
          <p role="status">{t('down_installed')}</p>
        ) : (
          pwa.installPrompt && (
            <button type="button" className="button" onClick={() => void pwa.install()}>
              {t('install_app')}
            </button>
          )
        )}
        <h3>{t('down_ios_title')}</h3>
        <ol className="steps">
          <li>{t('ios_step_1')}</li>
          <li>{t('ios_step_2')}</li>
          <li>{t('ios_step_3')}</li>
          <li>{t('ios_step_4')}</li>
        </ol>
        <h3>{t('down_android_title')}</h3>
        <p>{t('android_step')}</p>
      </section>
      <section aria-labelledby="native-title">
        <h2 id="native-title">{t('down_native_title')}</h2>
        {system.appLinks.length === 0 ? (
          <p>{t('down_no_native')}</p>
        ) : (
          <ul className="menu-list">
            {system.appLinks.map((app) => (
              <li key={app.name}>
                <a href={app.url} rel="noopener">
                  {app.labelNameEn ?? app.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MirrorList testOnShow />
    </Page>
  );
});
