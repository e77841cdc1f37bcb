import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { routeName } from '../routing/routeTable';

const REALITY_CHECK_TICK_MS = 15_000;

/**
 * What happens around every screen: the loader hides after navigation and the page scrolls
 * smoothly to the top when the route name changes; the member is loaded on sign-in; the theme
 * reaches the document; the reality check keeps time.
 */
export const ShellEffects = observer(function ShellEffects() {
  const root = useStores();
  const { ui, session, user, realityCheck } = root;
  const location = useLocation();
  const lastRoute = useRef(routeName(location.pathname));

  useEffect(() => {
    ui.setLoading(false);
    const name = routeName(location.pathname);
    if (name !== lastRoute.current) {
      lastRoute.current = name;
      // A link to a section (`/help#responsible`) lands on it: the screen scrolls there itself.
      if (!location.hash) window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [location.pathname, location.search, location.hash, ui]);

  useEffect(() => {
    if (root.categories.state === 'idle') void root.categories.load();
  }, [root.categories]);

  useEffect(
    () =>
      reaction(
        () => (session.isLogin ? session.generation : null),
        (generation) => {
          if (generation !== null) void user.ensureLoaded();
        },
        { fireImmediately: true },
      ),
    [session, user],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = ui.theme;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', ui.theme === 'light' ? '#f4f6fb' : '#0f1729');
  }, [ui.theme]);

  useEffect(() => {
    if (!session.isLogin) return;
    const timer = setInterval(() => realityCheck.tick(Date.now()), REALITY_CHECK_TICK_MS);
    return () => clearInterval(timer);
  }, [session.isLogin, realityCheck]);

  return null;
});
