import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteState } from '../api/types';
import { HomePage } from '../features/home';
import { MaintenancePage, RegionBlockedPage, StatusUnavailable } from '../features/site-state';
import { NormalLayout } from '../layout/NormalLayout';
import { useStores } from '../stores/StoreContext';

/** Renders the whole-site state; the normal site only after the status call has answered. */
export const App = observer(function App() {
  const { system } = useStores();
  const { t } = useTranslation();

  useEffect(() => {
    if (system.phase === 'idle') void system.load();
  }, [system]);

  if (system.phase === 'failed') {
    return (
      <StatusUnavailable
        errorKey={system.errorKey ?? 'system_error'}
        onRetry={() => void system.load()}
      />
    );
  }
  if (system.phase !== 'ready' || !system.status) {
    return (
      <div className="boot-loader" role="status" aria-live="polite">
        {t('loading')}
      </div>
    );
  }
  if (system.status.state === SiteState.Maintenance) {
    return <MaintenancePage endTime={system.status.maintenanceEndTime} />;
  }
  if (system.status.state === SiteState.RegionRestricted) {
    return <RegionBlockedPage ip={system.status.visitorIp} />;
  }
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<NormalLayout />}>
          <Route path="*" element={<HomePage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
});
