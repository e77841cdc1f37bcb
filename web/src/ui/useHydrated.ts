import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is being rendered on the server or hydrated from that markup, true once
 * React runs it in the browser (and always true for a page the browser rendered itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
