import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreContext';
import { CustomerServiceLinks } from '../../ui/CustomerServiceLinks';

/**
 * How a player shut out of the site (maintenance, a restricted region) still reaches customer
 * service: said in words, above the platform's channels, so it reads as a way out and not as
 * a row of unnamed buttons. Nothing while the platform gives no channel.
 */
export const ServiceContact = observer(function ServiceContact() {
  const { t } = useTranslation();
  const { system } = useStores();
  if (system.customerService.length === 0) return null;
  return (
    <section className="site-state__service" aria-labelledby="site-state-service">
      <h2 id="site-state-service">{t('site_state_service_title')}</h2>
      <p>{t('site_state_service_hint')}</p>
      <CustomerServiceLinks />
    </section>
  );
});
