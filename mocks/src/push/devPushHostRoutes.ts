import { Router, json, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';
import { pushLedgerOf } from './ledger.js';
import { pushHostOf, type PushHost } from './pushHost.js';

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

  /** A control of the running host: its body checked first, then whether there is a host. */
  function hostControl<T>(
    schema: z.ZodType<T>,
    act: (host: PushHost, body: T, req: Request) => unknown,
  ): RequestHandler {
    return (req, res) => {
      const parsed = schema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
        return;
      }
      const host = pushHostOf(store);
      if (!host) {
        res.status(409).json(fail('push_host_not_attached'));
        return;
      }
      res.json(ok(act(host, parsed.data, req)));
    };
  }

  router.post(
    '/__dev/push-host',
    json(),
    hostControl(hostState, (host, { state }) => {
      host.setState(state);
      return host.stats();
    }),
  );

  router.get('/__dev/push-stats', (_req, res) => {
    const host = pushHostOf(store);
    res.json(ok({ host: host?.stats() ?? null, ...pushLedgerOf(store).snapshot() }));
  });

  router.post(
    '/__dev/push-speed-test',
    json(),
    hostControl(speedTestTask, (host, task, req) => {
      const origin = `${req.protocol}://${req.get('host') ?? ''}`;
      return { tasks: host.speedTest(task.memberId, origin, task.timeoutThreshold) };
    }),
  );
  return router;
}
