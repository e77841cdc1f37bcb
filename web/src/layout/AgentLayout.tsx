import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenLoader } from '../app/ScreenLoader';
import { ChunkErrorBoundary } from '../app/ChunkErrorBoundary';

/** The agent centre's own frame: no side menu, header or footer. */
export function AgentLayout() {
  const location = useLocation();
  return (
    <div className="agent-layout" data-site-state="normal" data-layout="agent">
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
