import { observer } from 'mobx-react-lite';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteResource } from '../api/types';
import { lazyScreen, screenModule } from '../app/chunkLoad';
import { useStores } from '../stores/StoreContext';
import { Icon } from './icons';

/** The chooser (and its chat room and feedback form) loads when a player first asks for service. */
const serviceModule = screenModule(() => import('../features/service'));
const ServiceChooser = lazyScreen(serviceModule, 'ServiceChooser');

/** The right bar's social links, in the platform's order; each is shown only when the brand sets it. */
const SOCIAL_ORDER = ['line', 'telegram', 'facebook', 'twitter', 'movie'];

function orderedSocial(links: readonly SiteResource[]): SiteResource[] {
  const rank = (link: SiteResource) => {
    const i = SOCIAL_ORDER.indexOf(link.name.toLowerCase());
    return i === -1 ? SOCIAL_ORDER.length : i;
  };
  return links.filter((link) => link.url).sort((a, b) => rank(a) - rank(b));
}

/**
 * Customer service (the chooser by service type) and the brand's social links. The side menu and
 * the footer open the same chooser (`ui.openModal('serviceChooser')`).
 *
 * On a desktop the card stands in the corner beside the service button. On a phone it would cover
 * game cards, so it folds into one small button above the tab bar that opens it (styles.css).
 * `children` are further floating buttons (e.g. a campaign entry), stacked above the service
 * button so no two floating things overlap.
 */
export const RightBar = observer(function RightBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { system, ui } = useStores();
  const [cardOpen, setCardOpen] = useState(false);
  const cardId = useId();
  const open = () => {
    setCardOpen(false);
    ui.openModal('serviceChooser');
  };
  return (
    <aside className={`right-bar${cardOpen ? ' right-bar--open' : ''}`} aria-label={t('right_bar')}>
      {children && <div className="right-bar__stack">{children}</div>}
      <ul id={cardId} className="right-bar__card">
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
      <button
        type="button"
        className="contact-button"
        aria-label={t('contact_us')}
        aria-expanded={cardOpen}
        aria-controls={cardId}
        onClick={() => setCardOpen(!cardOpen)}
      >
        <Icon name={cardOpen ? 'x' : 'message-circle'} />
      </button>
      {ui.isOpen('serviceChooser') && (
        <Suspense fallback={null}>
          <ServiceChooser onClose={() => ui.closeModal('serviceChooser')} />
        </Suspense>
      )}
    </aside>
  );
});
