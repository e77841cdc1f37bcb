/** One consumer (the PWA's API client) and one provider (the betting platform's API). */
export const CONSUMER = 'playhouse-web';
export const PROVIDER = 'betting-platform-api';
export const PACT_DIR = new URL('../pacts/', import.meta.url).pathname;
export const MERCHANT = 'PH01';
