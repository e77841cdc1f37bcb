import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen, screenModule } from '../../ui/lazy/chunkLoad';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../../ui/icons';
import { orderedSocial } from './socialLinks';

/** The chooser (and its chat room and feedback form) loads when a player first asks for service. */
const serviceModule = screenModule(() => import('../../features/service'));
const ServiceChooser = lazyScreen(serviceModule, 'ServiceChooser');

/**
 * Customer service (the chooser by service type) and the brand's social links. The side menu and
 * the footer open the same chooser (`ui.openModal('serviceChooser')`).
 *
 * On a desktop the card stands in its own column of the layout beside the service button. On a
 * phone it would cover game cards, so only the service button stays, above the tab bar; the
 * social links are in the drawer there (styles.css, SideMenu).
 * `children` are further floating buttons (e.g. a campaign entry), stacked above the service
 * button so no two floating things overlap.
 */
export const RightBar = observer(function RightBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { system, ui } = useStores();
  const open = () => ui.openModal('serviceChooser');
  return (
    <aside className="right-bar" aria-label={t('right_bar')}>
      {children && <div className="right-bar__stack">{children}</div>}
      <ul className="right-bar__card">
        <li>
          <button type="button" className="link-button" onClick={open}>
            {t('customer_service')}
          </button>
        </li>
        {orderedSocial(system.socialLinks).map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" data-social={link.name}>
              {link.labelNameEn ?? link.name}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="service-button"
        aria-label={t('customer_service')}
        aria-haspopup="dialog"
        onClick={open}
      >
        <Icon name="headset" />
      </button>
      {ui.isOpen('serviceChooser') && (
        <Suspense fallback={null}>
          <ServiceChooser onClose={() => ui.closeModal('serviceChooser')} />
        </Suspense>
      )}
    </aside>
  );
});
