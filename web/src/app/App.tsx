import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SiteState } from '../api/types';
import { MaintenancePage, RegionBlockedPage, StatusUnavailable } from '../features/site-state';
import { useStores } from '../stores/StoreContext';
import { AppRoutes } from './AppRoutes';
import { Overlays } from './Overlays';
import { ShellFrame } from './ShellFrame';
import { ShellEffects } from './ShellEffects';

/** Renders the whole-site state; the normal site only after the status call has answered. */
export const App = observer(function App() {
  const { system } = useStores();
  const { t } = useTranslation();
  // The whole frame appears in one go once the status has answered; rendering it as deferred
  // work lets React yield to the browser instead of blocking a phone's main thread throughout.
  const phase = useDeferredValue(system.phase);

  useEffect(() => {
    if (system.phase === 'idle') void system.load();
  }, [system]);

  if (phase === 'failed') {
    return (
      <StatusUnavailable
        errorKey={system.errorKey ?? 'system_error'}
        onRetry={() => void system.load()}
      />
    );
  }
  if (phase !== 'ready' || !system.status) {
    return <ShellFrame label={t('loading')} />;
  }
  if (system.status.state === SiteState.Maintenance) {
    return <MaintenancePage endTime={system.status.maintenanceEndTime} />;
  }
  if (system.status.state === SiteState.RegionRestricted) {
    return <RegionBlockedPage ip={system.status.visitorIp} />;
  }
  return (
    <BrowserRouter>
      <ShellEffects />
      <AppRoutes />
      <Overlays />
    </BrowserRouter>
  );
});
