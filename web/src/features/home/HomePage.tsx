import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { visibleTopLinks } from '../../layout/navigation';
import { useStores } from '../../stores/StoreContext';
import { DataNotice } from '../../ui';

/** The home lobby; /login and /register show it with their popup open. */
export const HomePage = observer(function HomePage({ popup }: { popup?: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { ui, session, categories } = useStores();
  const categoryLinks = visibleTopLinks(categories.categoriesWithVendors).filter((l) => l.category);

  useEffect(() => {
    if (popup === 'login' && !session.isLogin) ui.openLogin();
    if (popup === 'register' && !session.isLogin) ui.openRegister();
  }, [popup, ui, session]);

  return (
    <section className="home page" data-screen="home" aria-labelledby="home-title">
      <h1 id="home-title">{t('welcome_title')}</h1>
      <p>{t('welcome_body')}</p>
      <ul className="home__categories">
        {categoryLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
      <DataNotice>{t('lists_unavailable')}</DataNotice>
    </section>
  );
});
