import { Router, json } from 'express';
import { z } from 'zod';
import { ok, fail } from '../http/envelope.js';
import { normaliseMobile } from '../state/accounts.js';
import { isScenarioName } from '../state/seed/index.js';
import type { MockStore } from '../state/store.js';

const siteStateBody = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEndsAt: z.iso.datetime().nullable().optional(),
});

/** Controls for tests and local runs. Mounted only when MOCKS_DEV=1; production never has them. */
export function devRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev', json());

  router.post('/__dev/reset', (_req, res) => {
    store.reset();
    res.json(ok(null));
  });

  router.post('/__dev/site-state', (req, res) => {
    const parsed = siteStateBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    store.setSiteState(parsed.data.state, parsed.data.maintenanceEndsAt ?? null);
    res.json(ok(null));
  });

  router.post('/__dev/scenario', (req, res) => {
    const name = (req.body as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string' || !isScenarioName(name)) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.loadScenario(name);
    res.json(ok(null));
  });

  /** Signs a seeded account in without its password, so browser tests start signed in. */
  router.post('/__dev/session', (req, res) => {
    const account = (req.body as { account?: unknown } | undefined)?.account;
    const member = typeof account === 'string' ? store.accounts.byAccount(account) : undefined;
    if (!member) {
      res.status(404).json(fail('account_not_found'));
      return;
    }
    res.json(ok({ token: store.sessions.create(member.id) }));
  });

  /** The last SMS code sent to a number: the only way to read one, and only in dev mode. */
  router.get('/__dev/sms/:mobile', (req, res) => {
    const code = store.codes.lastCode(normaliseMobile(req.params.mobile));
    if (!code) {
      res.status(404).json(fail('no_code_sent'));
      return;
    }
    res.json(ok({ code }));
  });

  /** The last code e-mailed to an address (login verification by e-mail). */
  router.get('/__dev/email/:address', (req, res) => {
    const code = store.codes.lastCode(req.params.address.trim());
    if (!code) {
      res.status(404).json(fail('no_code_sent'));
      return;
    }
    res.json(ok({ code }));
  });

  return router;
}
