import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameItem } from '../../api/client/games';
import { CATEGORY_LINKS } from '../../routing/navigation';
import { HOME_GAMES_SHOWN } from '../../stores/HomeStore';
import { useStores } from '../../stores/StoreContext';
import { useCategories } from '../../stores/useCategories';
import { GameCard, SizedImage, gameArtSrc } from '../../ui';
import { useGameActions } from '../../stores/useGameActions';

/** Vendors a category section shows before "show more" (spec §9). */
const HOME_VENDORS_SHOWN = 6;

/** Placeholders of the final size while a list loads (the list is hidden from screen readers). */
const skeletons = (count: number, kind: string) =>
  Array.from({ length: count }, (_, i) => <li key={i} className={`skeleton ${kind}`} />);

/** Category sections in the spec's home order (LOTT has its own lottery pages). */
const SECTION_ORDER = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'ESPORTS', 'COCKFIGHT'];

/**
 * A home section: its title with an "all" link, then its list cut to `max` until "show more";
 * while `items` is null, placeholders of the final size hold the place and the section is busy.
 */
function Section<T>({
  id,
  title,
  allTo,
  items,
  max,
  list,
  skeleton,
  render,
}: {
  id: string;
  title: string;
  allTo: string;
  items: readonly T[] | null;
  max: number;
  list: string;
  skeleton: string;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <section
      className="home-section"
      aria-labelledby={`home-${id}`}
      aria-busy={!items}
      data-section={id}
    >
      <header className="home-section__head">
        <h2 id={`home-${id}`}>{title}</h2>
        <Link to={allTo}>{t('home_all')}</Link>
      </header>
      <ul className={list} aria-hidden={!items}>
        {items ? (expanded ? items : items.slice(0, max)).map(render) : skeletons(max, skeleton)}
      </ul>
      {items && items.length > max && !expanded && (
        <button type="button" className="button" onClick={() => setExpanded(true)}>
          {t('home_show_more')}
        </button>
      )}
    </section>
  );
}

function GameSection(props: {
  id: string;
  title: string;
  /** null while loading. */
  games: GameItem[] | null;
  allTo: string;
}) {
  const { lobby, system } = useStores();
  const actions = useGameActions();
  return (
    <Section
      {...props}
      items={props.games}
      max={HOME_GAMES_SHOWN}
      list="game-grid"
      skeleton="skeleton-card"
      render={(game) => (
        <li key={game.nodeId}>
          <GameCard
            game={game}
            imageCdn={system.imageCdn}
            favourite={lobby.isFavourite(game.nodeId)}
            {...actions}
          />
        </li>
      )}
    />
  );
}

/**
 * A vendor's card, its 2:1 box fixed: the vendor's name in words until the logo has loaded (a
 * lazy logo below the fold, a slow one) and for good if it fails; the logo then covers the name.
 * The name is the link's one name: the logo, which shows the same name, is decorative to a reader.
 */
function VendorCard({ to, name, logo }: { to: string; name: string; logo: string | null }) {
  const [logoState, setLogoState] = useState<'loading' | 'shown' | 'failed'>(
    logo ? 'loading' : 'failed',
  );
  return (
    <Link className={`vendor-card vendor-card--${logoState}`} to={to}>
      <span className="vendor-card__name">{name}</span>
      {logo && logoState !== 'failed' && (
        <SizedImage
          src={logo}
          alt=""
          width={240}
          height={120}
          onLoad={() => setLogoState('shown')}
          onError={() => setLogoState('failed')}
        />
      )}
    </Link>
  );
}

const VendorSection = observer(function VendorSection({ code }: { code: string }) {
  const { t } = useTranslation();
  const { system } = useStores();
  const categories = useCategories();
  const link = CATEGORY_LINKS.find((l) => l.category === code);
  const vendors = categories.vendorsOf(code);
  if (!link || vendors.length === 0) return null;
  return (
    <Section
      id={code}
      title={t(link.label)}
      allTo={link.to}
      items={vendors}
      max={HOME_VENDORS_SHOWN}
      list="vendor-list"
      skeleton="skeleton-vendor"
      render={(vendor) => (
        <li key={vendor.vassalage}>
          <VendorCard
            to={`${link.to}?vendor=${encodeURIComponent(vendor.vassalage)}`}
            name={vendor.name || vendor.vassalage}
            logo={vendor.iconUrl ? gameArtSrc(vendor.iconUrl, system.imageCdn) : null}
          />
        </li>
      )}
    />
  );
});

/** HOT, then FAV and RECENT for members, then each category's vendors, each with "all". */
export const HomeSections = observer(function HomeSections() {
  const { t } = useTranslation();
  const { home, session } = useStores();
  const categories = useCategories();
  return (
    <>
      {home.hot?.length !== 0 && (
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
      {categories.withVendors || categories.failed ? (
        SECTION_ORDER.map((code) => <VendorSection key={code} code={code} />)
      ) : (
        // Until the vendors are known: one section's worth of logo cards holds the place.
        <div className="home-section" aria-busy="true">
          <ul className="vendor-list" aria-hidden="true">
            {skeletons(HOME_VENDORS_SHOWN, 'skeleton-vendor')}
          </ul>
        </div>
      )}
    </>
  );
});
