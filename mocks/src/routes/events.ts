import { timingSafeEqual } from 'node:crypto';
import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MemberEvent } from '../realtime/eventBus.js';
import { EventSubscriptions, MAX_INTEREST_CHANGE } from '../realtime/subscriptions.js';
import type { MockStore } from '../state/store.js';

/** Heartbeat comments keep proxies from closing an idle stream and let gateways spot a dead one. */
const HEARTBEAT_MS = 15_000;

const memberIds = z.array(z.string().min(1).max(64)).max(MAX_INTEREST_CHANGE);
const interestChange = z.object({
  add: memberIds.optional(),
  remove: memberIds.optional(),
});

/**
 * The upstream side of realtime (docs/OUR-ENDPOINTS.md, "Realtime"): a Server-Sent Events stream
 * of member events that each gateway replica subscribes to once (`GET /realtime/events`,
 * `Merchant` header and the gateways' credential, `Authorization: Bearer <UPSTREAM_EVENTS_TOKEN>`,
 * required). With `?interest=members` the stream is filtered: the answer
 * carries a `Subscription-Id` header, and `POST /realtime/events/<id>/members` with
 * `{ add, remove }` chooses whose events it carries. Outside `/wps`, `/lgw` and `/lotto`, so the
 * gateway never lets a browser reach it.
 */
export function eventsRoutes(store: MockStore, token: string | undefined): Router {
  const router = Router();
  const subscriptions = new EventSubscriptions();
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;

  // Every member's events flow here: only a gateway holding the credential may read them.
  router.use('/realtime/events', (req, res, next) => {
    const given = Buffer.from(req.get('Authorization') ?? '');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).json(fail('unauthorized'));
      return;
    }
    next();
  });

  router.get('/realtime/events', (req, res) => {
    if (!req.get('Merchant')) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    const subscription = req.query.interest === 'members' ? subscriptions.open() : undefined;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      ...(subscription ? { 'Subscription-Id': subscription.id } : {}),
    });
    res.write('retry: 1000\n: connected\n\n');
    const members = subscription?.members;
    const send = (e: MemberEvent) => {
      if (members && !members.has(e.memberId)) return;
      const data = JSON.stringify({ memberId: e.memberId, event: e.event, payload: e.payload });
      res.write(`id: ${e.id}\nevent: member\ndata: ${data}\n\n`);
    };
    const unsubscribe = store.events.subscribe(send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      if (subscription) subscriptions.close(subscription.id);
    });
  });

  router.post('/realtime/events/:id/members', json({ limit: '1mb' }), (req, res) => {
    if (!req.get('Merchant')) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    const parsed = interestChange.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    const size = subscriptions.update(
      req.params.id,
      parsed.data.add ?? [],
      parsed.data.remove ?? [],
    );
    if (size === undefined) {
      // The stream closed (or never existed): the gateway opens a new one and sends its full set.
      res.status(404).json(fail('subscription_unknown'));
      return;
    }
    res.json(ok({ members: size }));
  });
  return router;
}
