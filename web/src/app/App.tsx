import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SiteState } from '../api/types';
import { MaintenancePage, RegionBlockedPage, StatusUnavailable } from '../features/site-state';
import { useStores } from '../stores/StoreContext';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { AppRoutes } from './AppRoutes';
import { Overlays } from './Overlays';
import { ShellFrame } from './ShellFrame';
import { ShellEffects } from './ShellEffects';

/** The browser's history, or on the server the one address being rendered. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <StaticRouter location={location}>{children}</StaticRouter>;
}

/**
 * Renders the whole-site state; the normal site only after the status call has answered.
 * `location` is given on the server only, where the gateway renders a page's first screen.
 */
export const App = observer(function App({ location }: { location?: string }) {
  const { system } = useStores();
  const { t } = useTranslation();
  // The whole frame appears in one go once the status has answered; rendering it as deferred
  // work lets React yield to the browser instead of blocking a phone's main thread throughout.
  const state = useDeferredValue(system.state);

  useEffect(() => {
    if (system.state === 'idle') void system.load();
  }, [system]);

  if (state === 'failed') {
    return (
      <StatusUnavailable
        errorKey={system.errorKey ?? 'system_error'}
        onRetry={() => void system.load()}
      />
    );
  }
  if (state !== 'ready' || !system.status) {
    return <ShellFrame label={t('loading')} />;
  }
  if (system.status.state === SiteState.Maintenance) {
    return <MaintenancePage endTime={system.status.maintenanceEndTime} />;
  }
  if (system.status.state === SiteState.RegionRestricted) {
    return <RegionBlockedPage ip={system.status.visitorIp} />;
  }
  return (
    <Router location={location}>
      <ShellEffects />
      {/* First in the page: it takes room above the site instead of lying over its header. */}
      <OfflineBanner />
      <AppRoutes />
      <Overlays />
    </Router>
  );
});
