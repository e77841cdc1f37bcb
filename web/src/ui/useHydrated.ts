import { useContext } from 'react';
import { HydratedContext } from './hydratedContext';

/**
 * False while the page is being rendered on the server or hydrated from that markup, true once
 * React runs it in the browser (and always true for a page the browser rendered itself).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
