import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';
import { pushLedgerOf } from './ledger.js';
import { pushHostOf } from './pushHost.js';

const hostState = z.object({ state: z.enum(['up', 'down']) });
const speedTestTask = z.object({
  memberId: z.string().min(1).max(64),
  timeoutThreshold: z.number().int().min(1).max(60_000).optional(),
});

/**
 * Dev-only controls of the push host (MOCKS_DEV=1): stop and restart it, read what it saw
 * (connections, CONNECTs, DISCONNECTs with a receipt, acknowledgements), send a speed-test task.
 */
export function devPushHostRoutes(store: MockStore): Router {
  const router = Router();

  router.post('/__dev/push-host', json(), (req, res) => {
    const parsed = hostState.safeParse(req.body);
    const host = pushHostOf(store);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    if (!host) {
      res.status(409).json(fail('push_host_not_attached'));
      return;
    }
    host.setState(parsed.data.state);
    res.json(ok(host.stats()));
  });

  router.get('/__dev/push-stats', (_req, res) => {
    const host = pushHostOf(store);
    res.json(ok({ host: host?.stats() ?? null, ...pushLedgerOf(store).snapshot() }));
  });

  router.post('/__dev/push-speed-test', json(), (req, res) => {
    const parsed = speedTestTask.safeParse(req.body);
    const host = pushHostOf(store);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    if (!host) {
      res.status(409).json(fail('push_host_not_attached'));
      return;
    }
    const origin = `${req.protocol}://${req.get('host') ?? ''}`;
    const tasks = host.speedTest(parsed.data.memberId, origin, parsed.data.timeoutThreshold);
    res.json(ok({ tasks }));
  });
  return router;
}
