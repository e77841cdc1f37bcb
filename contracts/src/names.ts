/**
 * Two consumers of one provider (the betting platform's API): the PWA's API client, and the
 * gateway's own calls (the push channel's host and the reports its client sends).
 */
export const CONSUMER = 'playhouse-web';
export const GATEWAY_CONSUMER = 'playhouse-gateway';
export const PROVIDER = 'betting-platform-api';
export const PACT_DIR = new URL('../pacts/', import.meta.url).pathname;
export const MERCHANT = 'PH01';
