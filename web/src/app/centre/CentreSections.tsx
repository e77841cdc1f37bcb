import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../ui/lazy/ChunkErrorBoundary';
import { ScreenLoader } from '../../ui/lazy/ScreenLoader';
import { useStores } from '../../stores/StoreContext';
import { DataNotice, useHydrated } from '../../ui';
import { badgeCount } from '../../centre/badges';
import type { CentrePanel, CentreSection } from './section';
import '../../centre/centre.css';

/** The sections the merchant offers, and the one `?page=` names (the first when none or unknown). */
export function useCurrentSection(sections: readonly CentreSection[]): {
  offered: CentreSection[];
  current: CentreSection;
} {
  const { system } = useStores();
  const [params] = useSearchParams();
  const offered = sections.filter((s) => !s.module || system.isModuleEnabled(s.module));
  const current =
    offered.find((s) => s.page === params.get('page')) ??
    offered[0] ??
    (sections[0] as CentreSection);
  return { offered, current };
}

/** A menu entry's red count; messages say "unread", the rest "to claim". */
export function MenuBadge({ count, unread }: { count: number; unread: boolean }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="badge">
      {count}
      <span className="visually-hidden"> {t(unread ? 'unread_short' : 'to_claim_short')}</span>
    </span>
  );
}

/**
 * A centre's menu: one link per section, the current one marked, badges with their counts. On a
 * desktop it is a column beside the section; on a phone one row of chips above it that scrolls
 * sideways, so the section starts on the first screen. The current chip is brought into the
 * row's view (the row only, never the page), so the player sees where they are.
 */
export const CentreMenu = observer(function CentreMenu({
  label,
  base,
  sections,
  current,
}: {
  label: string;
  /** The centre's path, e.g. `/member`. */
  base: string;
  sections: readonly CentreSection[];
  current: CentreSection;
}) {
  const { t } = useTranslation();
  const { user } = useStores();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link) return;
    const centre = () => {
      if (list.scrollWidth <= list.clientWidth) return;
      const row = list.getBoundingClientRect();
      const chip = link.getBoundingClientRect();
      list.scrollLeft += chip.left - row.left - (row.width - chip.width) / 2;
    };
    centre();
    // Again when the row or a chip changes size (the centre's styles, the fonts, a badge's count
    // arriving); a player's own scrolling changes none of them, so it is left alone.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(centre);
    observer.observe(list);
    list.querySelectorAll('a').forEach((chip) => observer.observe(chip));
    return () => observer.disconnect();
  }, [current]);

  return (
    <nav aria-label={label} className="centre-menu">
      <ul className="menu-list" ref={listRef}>
        {sections.map((s) => (
          <li key={s.page}>
            <Link
              to={`${base}?page=${s.page}`}
              aria-current={s === current ? 'page' : undefined}
              onPointerEnter={() => void s.preload?.().catch(() => undefined)}
              onFocus={() => void s.preload?.().catch(() => undefined)}
            >
              {t(s.label)}
              <MenuBadge count={badgeCount(user, s.badge)} unread={s.badge === 'messages'} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/**
 * The section's place before its screen may start: bars where its content will be, heard as
 * "loading". The section's own screen replaces it and shows its own placeholders while its
 * data loads.
 */
function SectionPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="centre-section__placeholder" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div aria-hidden="true">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    </div>
  );
}

/**
 * The chosen section under its heading: its screen once loaded, a retry if loading failed.
 * Its screen starts in the browser, or in the gateway's markup when the gateway rendered the
 * member's page with the data it shows first (`CentreSection.firstScreen`; the browser's first
 * render then has that data too), and once `waiting` is over: while the centre does not yet know
 * whether this account may open it, nothing is asked of the platform in the member's name.
 */
export function CentreSectionView({
  section,
  waiting = false,
}: {
  section: CentreSection;
  waiting?: boolean;
}) {
  const { t } = useTranslation();
  const { features } = useStores();
  const hydrated = useHydrated();
  const { Screen } = section;
  const rendered =
    hydrated || (section.feature !== undefined && features.renderedWith(section.feature));
  return (
    <section aria-labelledby="centre-section-title" className="centre-section">
      <h2 id="centre-section-title">{t(section.label)}</h2>
      {!rendered || waiting ? (
        <SectionPlaceholder />
      ) : Screen ? (
        <ChunkErrorBoundary routeKey={section.page}>
          <Suspense fallback={<ScreenLoader />}>
            <Screen />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <DataNotice>{t('section_unavailable')}</DataNotice>
      )}
    </section>
  );
}

/** Panels of a section page, each loaded on its own and failing on its own. */
export function CentrePanels({ panels }: { panels: readonly CentrePanel[] }) {
  return (
    <>
      {panels.map(({ id, Screen }) => (
        <ChunkErrorBoundary key={id} routeKey={id}>
          <Suspense fallback={<ScreenLoader />}>
            <Screen />
          </Suspense>
        </ChunkErrorBoundary>
      ))}
    </>
  );
}
