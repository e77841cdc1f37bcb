import { createContext } from 'react';

/**
 * Whether the tree runs in the browser past hydration (see `HydrationProvider`). Without a
 * provider: true in a browser (a component rendered on its own is rendered by the browser),
 * false on the server.
 */
export const HydratedContext = createContext<boolean>(typeof document !== 'undefined');
