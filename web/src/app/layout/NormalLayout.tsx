import {
  Fragment,
  Suspense,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenLoader } from '../../ui/lazy/ScreenLoader';
import { ChunkErrorBoundary } from '../../ui/lazy/ChunkErrorBoundary';
import { useStores } from '../../stores/StoreContext';
import { useHydrated } from '../../ui';
import { isGamePage } from '../../routing/routeTable';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** Off the home route's critical path; if its code cannot be fetched the site simply goes without it. */
const RedEnvelopeFloat = lazy<ComponentType>(() =>
  import('../../features/red-envelopes').then(
    (m) => ({ default: m.RedEnvelopeFloat }),
    () => ({ default: () => null }),
  ),
);

/**
 * The floating red envelope, for a member who can be paid: only then is its code fetched, so a
 * visitor's first visit never loads it (nor the centre kit it is built on).
 */
const MemberFloats = observer(function MemberFloats({ gamePage }: { gamePage: boolean }) {
  const { session } = useStores();
  if (!session.isLogin || session.isTrial || gamePage) return null;
  return (
    <Suspense fallback={null}>
      <RedEnvelopeFloat />
    </Suspense>
  );
});

/**
 * Below this width the side menu is not part of the layout and the phone's tab bar is (see
 * styles.css, whose phone rules use the same 720 px).
 */
export const WIDE_SCREEN = '(min-width: 721px)';

/**
 * The frame's element, marked while the server's markup is not yet live. It alone reads the
 * hydration state, so the switch after hydration re-renders it and not the frame inside it.
 */
function LayoutFrame({ gamePage, children }: { gamePage: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div
      className={`layout${gamePage ? ' layout--game' : ''}`}
      data-site-state="normal"
      data-game-page={gamePage || undefined}
      // Server-rendered and not yet hydrated: buttons do nothing yet (see styles.css).
      data-hydrating={hydrated ? undefined : true}
    >
      {children}
    </div>
  );
}

/** Children shown only once the page has hydrated (the server never renders them). */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/**
 * The wide screen's side menu, in the server's markup too (the phone's stylesheet hides it):
 * added only once the browser knew the width, it made a short page taller after hydration and
 * moved the footer from under a pointer (#19). In its own Suspense boundary, React hydrates it
 * after the rest of the page, in small slices; on a phone it is dropped at the switch after
 * hydration, before that, so a phone never spends its start-up on a menu it does not show.
 */
function WideSideMenu({ wide }: { wide: boolean }) {
  const hydrated = useHydrated();
  if (hydrated && !wide) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  );
}

/** The normal frame: header, side menu (not on game pages), main content, footer, right bar. */
export function NormalLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const gamePage = isGamePage(location.pathname);
  const fullPath = location.pathname + location.search;
  const wide = useMediaQuery(WIDE_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(fullPath);
  // Following a link closes the drawer (state adjusted during render, as React recommends).
  if (drawerPath !== fullPath) {
    setDrawerPath(fullPath);
    setDrawerOpen(false);
  }
  const drawerShown = drawerOpen && !wide && !gamePage;
  useEffect(() => {
    if (!drawerShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerShown]);
  return (
    <LayoutFrame gamePage={gamePage}>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <Header
        // Rendered at every width (the stylesheet hides it on wide screens): added or removed
        // once the browser knew the width, it moved the logo after a slow hydration (#19).
        onMenu={gamePage ? undefined : () => setDrawerOpen(!drawerOpen)}
        menuOpen={drawerOpen}
      />
      {!gamePage && <WideSideMenu wide={wide} />}
      {drawerShown && <SideMenu drawer onClose={() => setDrawerOpen(false)} />}
      {drawerShown && (
        // A tap beside the drawer closes it; keyboard users have its close button and Escape.
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <main className="layout__main" id="main" tabIndex={-1}>
        <ChunkErrorBoundary routeKey={fullPath}>
          {/* Each route other than the same path is its own view: state does not leak across. */}
          <Suspense fallback={<ScreenLoader />}>
            <Fragment key={fullPath}>
              <Outlet />
            </Fragment>
          </Suspense>
        </ChunkErrorBoundary>
      </main>
      <Footer />
      {!gamePage && <TabBar />}
      <RightBar>
        <AfterHydration>
          <MemberFloats gamePage={gamePage} />
        </AfterHydration>
      </RightBar>
    </LayoutFrame>
  );
}
