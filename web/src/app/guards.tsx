import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { useHydrated } from '../ui';

/**
 * Without a session, routes that need sign-in send the player to /login; after the member
 * ended the session themselves (a cool-off), home, where the notice says why.
 */
export const RequireSignIn = observer(function RequireSignIn({
  children,
}: {
  children: ReactNode;
}) {
  const { session, ui } = useStores();
  const location = useLocation();
  if (!session.isLogin && ui.sessionEndNotice) return <Navigate to="/" replace />;
  if (!session.isLogin) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
});

/**
 * The agent centre is for agent accounts only; anyone else goes to the agent login page. Until the
 * member info says which kind of account this is (and in the gateway's markup, made for any
 * member) the centre's frame shows; its sections wait for the answer (`AgentHomePage`).
 */
export const RequireAgent = observer(function RequireAgent({ children }: { children: ReactNode }) {
  const { session, user } = useStores();
  const hydrated = useHydrated();
  if (!session.isLogin) return <Navigate to="/agent" replace />;
  if (!hydrated) return children;
  if (!session.accountKnown && user.errorKey) {
    return <Navigate to="/agent" replace state={{ error: user.errorKey }} />;
  }
  if (session.accountKnown && !session.isAgent)
    return <Navigate to="/agent" replace state={{ error: 'error_not_agent' }} />;
  return children;
});
