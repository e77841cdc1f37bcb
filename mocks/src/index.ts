export { createApp, type MocksApp, type MocksOptions } from './app.js';
export { MockStore } from './state/store.js';
export { SiteState } from './state/siteState.js';
export { attachPushHost, PushHost, PUSH_PREFIXES } from './push/pushHost.js';
export { pushLedgerOf } from './push/ledger.js';
