import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameItem } from '../../api/client/games';
import { CATEGORY_LINKS } from '../../layout/navigation';
import { HOME_GAMES_SHOWN } from '../../stores/HomeStore';
import { useStores } from '../../stores/StoreContext';
import { useCategories } from '../../stores/useCategories';
import { GameCard } from '../../ui';
import { useGameActions } from '../../app/useGameActions';

/** Vendors a category section shows before "show more" (spec §9). */
const HOME_VENDORS_SHOWN = 6;

/** Category sections in the spec's home order (LOTT has its own lottery pages). */
const SECTION_ORDER = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'ESPORTS', 'COCKFIGHT'];

function GameSection({
  id,
  title,
  games,
  allTo,
}: {
  id: string;
  title: string;
  games: GameItem[];
  allTo: string;
}) {
  const { t } = useTranslation();
  const { lobby, system } = useStores();
  const actions = useGameActions();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? games : games.slice(0, HOME_GAMES_SHOWN);
  return (
    <section className="home-section" aria-labelledby={`home-${id}`} data-section={id}>
      <header className="home-section__head">
        <h2 id={`home-${id}`}>{title}</h2>
        <Link to={allTo}>{t('home_all')}</Link>
      </header>
      <ul className="game-grid">
        {shown.map((game) => (
          <li key={game.nodeId}>
            <GameCard
              game={game}
              imageCdn={system.imageCdn}
              favourite={lobby.isFavourite(game.nodeId)}
              {...actions}
            />
          </li>
        ))}
      </ul>
      {games.length > HOME_GAMES_SHOWN && !expanded && (
        <button type="button" className="button" onClick={() => setExpanded(true)}>
          {t('home_show_more')}
        </button>
      )}
    </section>
  );
}

const VendorSection = observer(function VendorSection({ code }: { code: string }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const [expanded, setExpanded] = useState(false);
  const link = CATEGORY_LINKS.find((l) => l.category === code);
  const vendors = categories.vendorsOf(code);
  if (!link || vendors.length === 0) return null;
  const shown = expanded ? vendors : vendors.slice(0, HOME_VENDORS_SHOWN);
  return (
    <section className="home-section" aria-labelledby={`home-${code}`} data-section={code}>
      <header className="home-section__head">
        <h2 id={`home-${code}`}>{t(link.label)}</h2>
        <Link to={link.to}>{t('home_all')}</Link>
      </header>
      <ul className="vendor-list">
        {shown.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={`${link.to}?vendor=${encodeURIComponent(vendor.vassalage)}`}>
              {vendor.name || vendor.vassalage}
            </Link>
          </li>
        ))}
      </ul>
      {vendors.length > HOME_VENDORS_SHOWN && !expanded && (
        <button type="button" className="button" onClick={() => setExpanded(true)}>
          {t('home_show_more')}
        </button>
      )}
    </section>
  );
});

/** HOT, then FAV and RECENT for members, then each category's vendors, each with "all". */
export const HomeSections = observer(function HomeSections() {
  const { t } = useTranslation();
  const { home, session } = useStores();
  return (
    <>
      {home.hot && home.hot.length > 0 && (
        <GameSection id="HOT" title={t('lobby_hot')} games={home.hot} allTo="/rng" />
      )}
      {session.isLogin && home.favourites && home.favourites.length > 0 && (
        <GameSection
          id="FAV"
          title={t('lobby_favorite')}
          games={home.favourites}
          allTo="/favorite"
        />
      )}
      {session.isLogin && home.recent && home.recent.length > 0 && (
        <GameSection id="RECENT" title={t('lobby_recent')} games={home.recent} allTo="/recent" />
      )}
      {SECTION_ORDER.map((code) => (
        <VendorSection key={code} code={code} />
      ))}
    </>
  );
});
