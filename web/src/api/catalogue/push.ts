import { endpoint } from './endpoint';

/**
 * The platform's push channel's own calls a browser makes. The gateway acknowledges deliveries
 * (`CSP_receiveLog`, `DELIVERED`) itself; the browser reports only what the member does with a
 * member-site message: a tap (`CLICKED`), as the platform's notification component does.
 */
export const pushEndpoints = {
  EMFE_playerOnlineMessageCallback: endpoint({
    name: 'EMFE_playerOnlineMessageCallback',
    path: '/wps/relay/EMFE_playerOnlineMessageCallback',
    method: 'POST',
    // The platform's table names no module for it; a message the member got is theirs to tap.
    modId: '',
    token: true,
    encrypt: false,
  }),
} as const;
