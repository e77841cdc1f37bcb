import { ALL_ROUTES, SIGNED_IN_ROUTES } from './routeTable.ts';

/** The lottery's pages match their spelling exactly (the router's `caseSensitive`). */
const CASE_SENSITIVE_ROUTES: readonly string[] = [
  '/lottery',
  '/seaLottery',
  '/sealottery',
  '/vnLottery',
];

/**
 * The site's pages as the gateway knows them (`page-routes.json`, written by the build from here; no page imports it): any
 * other path answers HTTP 404 with the same not-found screen, so search engines and link
 * checkers are told the truth.
 */
export const PAGE_ROUTES = {
  paths: [...new Set([...ALL_ROUTES, ...SIGNED_IN_ROUTES])],
  caseSensitive: CASE_SENSITIVE_ROUTES,
};
