import { Router, json } from 'express';
import { z } from 'zod';
import { ok, fail } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';

const siteStateBody = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEndsAt: z.iso.datetime().nullable().optional(),
});

/** Controls for tests and local runs. Mounted only when MOCKS_DEV=1; production never has them. */
export function devRoutes(store: MockStore): Router {
  const router = Router();
  router.use(json());

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

  return router;
}
