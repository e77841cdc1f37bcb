import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import { MEMBER_EVENT_NAMES } from '../realtime/eventNames.js';
import type { MockStore } from '../state/store.js';

const pushBody = z.object({
  memberId: z.string().min(1).max(64),
  event: z.enum(MEMBER_EVENT_NAMES),
  payload: z.unknown().optional(),
});

/** Dev-only: push a member event as if a rule of the stand-in had raised it. MOCKS_DEV=1 only. */
export function devEventsRoutes(store: MockStore): Router {
  const router = Router();
  router.post('/__dev/push-event', json(), (req, res) => {
    const parsed = pushBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    store.events.publish(parsed.data.memberId, parsed.data.event, parsed.data.payload ?? {});
    res.json(ok({ subscribers: store.events.subscriberCount }));
  });
  return router;
}
