import { useMessages } from '../../centre/messages';
import { CustomerServiceLinks } from '../../ui/CustomerServiceLinks';
import { siteStateMessages } from './messages';

/**
 * How a player shut out of the site (maintenance, a restricted region) still reaches customer
 * service: said in words, above the platform's channels, so it reads as a way out and not as
 * a row of unnamed buttons. Loaded only once the platform's channels are known (`ServiceSlot`).
 */
export default function ServiceContact() {
  const t = useMessages(siteStateMessages);
  return (
    <section className="site-state__service" aria-labelledby="site-state-service">
      <h2 id="site-state-service">{t('site_state_service_title')}</h2>
      <p>{t('site_state_service_hint')}</p>
      <CustomerServiceLinks />
    </section>
  );
}
