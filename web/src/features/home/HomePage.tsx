import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CATEGORY_LINKS } from '../../layout/navigation';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{t('welcome_title')}</h1>
      <p>{t('welcome_body')}</p>
      <ul className="home__categories">
        {CATEGORY_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
