import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SiteResource } from '../../api/types';
import { useFeatureTranslation, useMessages } from '../../centre/messages';
import { useStores } from '../../stores/StoreContext';
import { Page, useHydrated } from '../../ui';
import { LazyQrCode, QrCodeSpace } from '../../ui/LazyQrCode';
import { GuideArt, type GuideStep } from './guideArt';
import { downloadMessages } from './messages';
import './download.css';

/** The app entries the page knows, in the platform's order. */
const APP_KINDS = ['ios', 'android', 'lite'] as const;
type AppKind = (typeof APP_KINDS)[number];

/** The brand's app entries that are set (a name the page knows and an address): nothing else. */
export function configuredApps(
  resources: readonly SiteResource[],
): { kind: AppKind; url: string }[] {
  return APP_KINDS.flatMap((kind) => {
    const entry = resources.find((r) => r.name.toLowerCase() === kind && r.url.trim());
    return entry ? [{ kind, url: entry.url.trim() }] : [];
  });
}

const QR_SIZE = 148;

/** What a link to a package is called when saved: the last part of its address. */
function packageFileName(url: string): string | undefined {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return /\.(apk|ipa)$/i.test(file) ? file : undefined;
}

function isStandalone(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

const IOS_STEPS: {
  text: 'ios_step_1' | 'ios_step_2' | 'ios_step_3' | 'ios_step_4';
  art: GuideStep;
}[] = [
  { text: 'ios_step_1', art: 'ios-safari' },
  { text: 'ios_step_2', art: 'ios-share' },
  { text: 'ios_step_3', art: 'ios-add-home' },
  { text: 'ios_step_4', art: 'ios-confirm' },
];

/**
 * /down: the brand's app entries (iOS, Android, lite), each only when set, so no link can lead
 * nowhere; the install guides with pictures; the install button where the browser offers it.
 */
export interface DownloadPageProps {
  /** The site's mirror lines with their speed (the mirrors feature's list, composed by the app). */
  mirrors: ReactNode;
}

/**
 * This page's address as a QR code, for a visitor on a computer to carry the page to their
 * phone (the stylesheet leaves it out on a phone). The address is the browser's, so the code is
 * drawn once the page has hydrated, in a box of its size held from the first paint; its encoder
 * is fetched only then, and only where the code shows.
 */
function PageQrCode({ hydrated }: { hydrated: boolean }) {
  const d = useMessages(downloadMessages);
  return (
    <section className="download-qr" aria-labelledby="download-qr-title">
      {hydrated ? (
        <LazyQrCode
          value={`${window.location.origin}/down`}
          label={d('dl_qr_label')}
          size={QR_SIZE}
        />
      ) : (
        <QrCodeSpace size={QR_SIZE} />
      )}
      <div>
        <h2 id="download-qr-title">{d('dl_qr_title')}</h2>
        <p>{d('dl_qr_body')}</p>
      </div>
    </section>
  );
}

export const DownloadPage = observer(function DownloadPage({ mirrors }: DownloadPageProps) {
  const t = useFeatureTranslation(downloadMessages);
  const d = useMessages(downloadMessages);
  const { system, pwa } = useStores();
  const hydrated = useHydrated();
  const apps = configuredApps(system.appLinks);
  const androidSteps = [
    { text: d('dl_android_step_1'), art: 'android-menu' as const },
    { text: d('dl_android_step_2'), art: 'android-install' as const },
    { text: d('dl_android_step_3'), art: 'android-home' as const },
  ];
  return (
    <Page name="down" title={t('down_title')}>
      <section aria-labelledby="native-title">
        <h2 id="native-title">{t('down_native_title')}</h2>
        {apps.length === 0 ? (
          <p>{t('down_no_native')}</p>
        ) : (
          <ul className="app-entries">
            {apps.map((app) => {
              const name = d(`dl_app_${app.kind}`);
              return (
                <li key={app.kind} className="app-entry" data-app={app.kind}>
                  <h3>{name}</h3>
                  <p>{d(`dl_app_${app.kind}_hint`)}</p>
                  <a
                    className="button"
                    href={app.url}
                    rel="noopener"
                    // A package (the Android .apk) is saved, not opened as a page.
                    download={packageFileName(app.url)}
                  >
                    {d('dl_get', { name })}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <PageQrCode hydrated={hydrated} />
      <section id="install" aria-labelledby="install-title" tabIndex={-1}>
        <h2 id="install-title">{t('down_install_title')}</h2>
        <p>{t('down_install_body')}</p>
        {hydrated && isStandalone() ? (
          <p role="status">{t('down_installed')}</p>
        ) : (
          pwa.installPrompt && (
            <button type="button" className="button" onClick={() => void pwa.install()}>
              {t('install_app')}
            </button>
          )
        )}
        <h3>{t('down_ios_title')}</h3>
        <ol className="guide-steps">
          {IOS_STEPS.map((step) => (
            <li key={step.text}>
              <GuideArt step={step.art} />
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <h3>{t('down_android_title')}</h3>
        <p>{t('android_step')}</p>
        <ol className="guide-steps">
          {androidSteps.map((step) => (
            <li key={step.art}>
              <GuideArt step={step.art} />
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {mirrors}
    </Page>
  );
});
