import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { int, params } from '../http/params.js';
import type { MockStore } from '../state/store.js';

const markRead = z.object({ ids: z.array(z.string()).min(1).max(200) });

/** Platform messages (CSP service). */
export function inboxRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  router.get('/wps/relay/CSP_unreadCount', signedIn, (_req, res) => {
    res.json(ok(store.inbox.unreadCount(signedInMember(res).id)));
  });

  router.get('/wps/relay/CSP_getInbox', signedIn, (req, res) => {
    const p = params(req);
    const pageNo = int(p, 'pageNo', 1);
    const pageSize = Math.min(int(p, 'pageSize', 10), 50);
    const all = store.inbox.list(signedInMember(res).id);
    res.json(
      ok({
        list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => ({
          id: m.id,
          title: m.title,
          content: m.content,
          createdAt: new Date(m.createdAt).toISOString(),
          read: m.read,
        })),
        pageNo,
        pageSize,
        total: all.length,
        totalPages: Math.ceil(all.length / pageSize),
      }),
    );
  });

  router.post('/wps/relay/CSP_markRead', signedIn, (req, res) => {
    const parsed = markRead.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    const memberId = signedInMember(res).id;
    store.inbox.markRead(memberId, parsed.data.ids);
    res.json(ok({ unreadCount: store.inbox.unreadCount(memberId) }));
  });

  return router;
}
