import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';
import { openServiceWindow } from './serviceWindow';

/** Buttons opening each customer-service channel in its popup window. */
export const CustomerServiceLinks = observer(function CustomerServiceLinks() {
  const { t } = useTranslation();
  const { system, ui } = useStores();
  if (system.customerService.length === 0) return null;
  return (
    <ul className="menu-list menu-list--inline" aria-label={t('customer_service')}>
      {system.customerService.map((cs) => (
        <li key={cs.csType + cs.url}>
          <button
            type="button"
            className="button"
            onClick={() => {
              if (!openServiceWindow(cs.url)) ui.showToast('popup_blocked');
            }}
          >
            {cs.title || t('customer_service')}
          </button>
        </li>
      ))}
    </ul>
  );
});
