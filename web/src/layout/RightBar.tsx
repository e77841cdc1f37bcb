import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';
import { openServiceWindow } from './serviceWindow';

/** Customer service and the social links the platform's resources list, plus the service button. */
export const RightBar = observer(function RightBar() {
  const { t } = useTranslation();
  const { system } = useStores();
  const primary = system.customerService[0];
  if (!primary && system.socialLinks.length === 0) return null;
  return (
    <aside className="right-bar" aria-label={t('right_bar')}>
      <ul>
        {system.customerService.map((cs) => (
          <li key={cs.csType + cs.url}>
            <button type="button" className="link-button" onClick={() => openServiceWindow(cs.url)}>
              {cs.title || t('customer_service')}
            </button>
          </li>
        ))}
        {system.socialLinks.map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.labelNameEn ?? link.name}
            </a>
          </li>
        ))}
      </ul>
      {primary && (
        <button
          type="button"
          className="service-button"
          aria-label={t('customer_service')}
          onClick={() => openServiceWindow(primary.url)}
        >
          💬
        </button>
      )}
    </aside>
  );
});
