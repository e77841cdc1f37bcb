import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { params } from '../http/params.js';
import type { MockStore } from '../state/store.js';
import { pushLedgerOf } from './ledger.js';

const receiveLog = z.object({ sendId: z.string().min(1).max(128) });
const onlineMessage = z.object({
  websocketDeliveryId: z.string().min(1).max(128),
  eventType: z.enum(['DELIVERED', 'CLICKED']),
});
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const speedTest = z.object({
  taskId: z.string().min(1).max(128),
  success: flag,
  elapsed: z.coerce.number().min(0).max(3_600_000),
});

export interface PushRelayOptions {
  /** `MOCKS_PUSH_URL`: the push host `CSP_ImUrl` names; else the origin the call came to. */
  pushUrl?: string | undefined;
}

/**
 * The platform's calls around its push channel (upstream-push-notes.md): where the push host is
 * (`CSP_ImUrl`, Merchant only), and the clients' reports about what they received
 * (`CSP_receiveLog`, `EMFE_playerOnlineMessageCallback`, `WPSCORE_postbackSpeedTestResult`),
 * recorded in the store's push ledger. Mounted behind the Merchant check and body reader.
 */
export function pushRelayRoutes(store: MockStore, options: PushRelayOptions = {}): Router {
  const router = Router();
  const ledger = pushLedgerOf(store);

  router.get('/wps/relay/CSP_ImUrl', (req, res) => {
    res.json(ok(options.pushUrl ?? `${req.protocol}://${req.get('host') ?? ''}`));
  });

  router.post('/wps/relay/CSP_receiveLog', requireToken(store), (req, res) => {
    const parsed = receiveLog.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    ledger.receiveLog(signedInMember(res).id, parsed.data.sendId);
    res.json(ok(null));
  });

  router.post('/wps/relay/EMFE_playerOnlineMessageCallback', requireToken(store), (req, res) => {
    const parsed = onlineMessage.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    const { websocketDeliveryId, eventType } = parsed.data;
    ledger.onlineMessage(signedInMember(res).id, websocketDeliveryId, eventType);
    res.json(ok(null));
  });

  router.post('/wps/relay/WPSCORE_postbackSpeedTestResult', requireToken(store), (req, res) => {
    const parsed = speedTest.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    ledger.speedTest({ memberId: signedInMember(res).id, ...parsed.data, at: store.now() });
    res.json(ok(null));
  });
  return router;
}

/** What a speed test times: a tiny static file every platform domain serves. */
export function pingRoutes(): Router {
  const router = Router();
  router.get('/common/v.1.0.1/ping.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ping: 'pong' });
  });
  return router;
}
