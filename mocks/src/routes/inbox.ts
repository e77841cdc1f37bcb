import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import type { InboxMessage } from '../state/inbox.js';
import type { MockStore } from '../state/store.js';
import { iso, paginate, readInput } from './ours.js';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
/** One id, or several (a form or query sends `1,2,3`; JSON may send an array). */
const idList = z
  .union([z.array(z.coerce.string()), z.coerce.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(32)).min(1).max(200));
const readBody = z.object({ inboxId: idList });
const deleteBody = z.object({ inboxIds: idList });

function messageView(m: InboxMessage) {
  return {
    inboxId: m.id,
    subject: m.title,
    content: m.content,
    sendTime: iso(m.createdAt),
    isRead: m.read,
  };
}

/** Platform messages to the member: the EMFE mail service. */
export function inboxRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);

  router.get('/wps/relay/EMFE_getInboxUnreadCount', signedIn, (_req, res) => {
    res.json(ok(store.inbox.unreadCount(signedInMember(res).id)));
  });

  // Unread first, then newest first, as the member reads them.
  router.get('/wps/relay/EMFE_getInbox', signedIn, (req, res) => {
    const input = readInput(pageQuery, req, res);
    if (!input) return;
    const all = store.inbox.list(signedInMember(res).id);
    const ordered = [...all.filter((m) => !m.read), ...all.filter((m) => m.read)];
    const page = paginate(ordered.map(messageView), input.page, input.size);
    res.json(ok({ ...page, unreadCount: all.length - ordered.filter((m) => m.read).length }));
  });

  router.post('/wps/relay/EMFE_updateInboxRead', signedIn, (req, res) => {
    const input = readInput(readBody, req, res);
    if (!input) return;
    const memberId = signedInMember(res).id;
    store.inbox.markRead(memberId, input.inboxId);
    res.json(ok({ unreadCount: store.inbox.unreadCount(memberId) }));
  });

  router.post('/wps/relay/EMFE_deleteInbox', signedIn, (req, res) => {
    const input = readInput(deleteBody, req, res);
    if (!input) return;
    const memberId = signedInMember(res).id;
    if (store.inbox.remove(memberId, input.inboxIds) === 0) {
      res.json(fail('message_not_found'));
      return;
    }
    res.json(ok({ unreadCount: store.inbox.unreadCount(memberId) }));
  });

  return router;
}
