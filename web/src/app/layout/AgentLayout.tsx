import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenLoader } from '../../ui/lazy/ScreenLoader';
import { ChunkErrorBoundary } from '../../ui/lazy/ChunkErrorBoundary';
import { useHydrated } from '../../ui/useHydrated';

/** The agent centre's own frame: no side menu, header or footer. */
export function AgentLayout() {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <div
      className="agent-layout"
      data-site-state="normal"
      data-layout="agent"
      // The gateway renders the centre's frame: its buttons do nothing until hydrated, so they
      // take no tap meanwhile (styles.css), as on the normal frame.
      data-hydrating={hydrated ? undefined : true}
    >
      <main id="main">
        <ChunkErrorBoundary routeKey={location.pathname + location.search}>
          <Suspense fallback={<ScreenLoader />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </main>
    </div>
  );
}
