import { Router } from 'express';
import { fail } from '../http/envelope.js';
import type { MemberEvent } from '../realtime/eventBus.js';
import type { MockStore } from '../state/store.js';

/** Heartbeat comments keep proxies from closing an idle stream and let gateways spot a dead one. */
const HEARTBEAT_MS = 15_000;

/**
 * The upstream side of realtime: one Server-Sent Events stream of every member's events, which
 * each gateway instance subscribes to once (`GET /realtime/events`, `Merchant` header required).
 * It is outside `/wps`, `/lgw` and `/lotto`, so the gateway never lets a browser reach it.
 */
export function eventsRoutes(store: MockStore): Router {
  const router = Router();
  router.get('/realtime/events', (req, res) => {
    if (!req.get('Merchant')) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 1000\n: connected\n\n');
    const send = (e: MemberEvent) => {
      const data = JSON.stringify({ memberId: e.memberId, event: e.event, payload: e.payload });
      res.write(`id: ${e.id}\nevent: member\ndata: ${data}\n\n`);
    };
    const unsubscribe = store.events.subscribe(send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return router;
}
