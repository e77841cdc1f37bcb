import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from './hydratedContext';

/**
 * Tells the tree (`useHydrated`) whether it has hydrated. `hydrating` is true on the server and
 * while the browser hydrates the server's markup, whose first render must match it.
 *
 * The switch after hydration is one state change made in a transition: React renders the few
 * components that read it in slices, yielding to the browser, and a tap meanwhile is handled at
 * once. (A `useSyncExternalStore` whose server and browser answers differ re-renders every reader
 * synchronously right after hydration: one long task on a phone, just when the page should answer.)
 */
export function HydrationProvider({
  hydrating,
  onHydrated,
  children,
}: {
  hydrating: boolean;
  /** Called once the tree's first render is on screen (hydrated, or rendered afresh). */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
