import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';

const mailBody = z.object({
  account: z.string().min(1).max(64),
  subject: z.string().min(1).max(200),
  content: z.string().max(20_000).default(''),
  /** The back office's "show a notice on arrival" (the platform's `INBOX` `popup`). */
  popup: z.boolean().default(false),
});

/** Dev-only: the back office sends a platform message to a member (it arrives live). */
export function devMessagesRoutes(store: MockStore): Router {
  const router = Router();
  router.post('/__dev/mail', json(), (req, res) => {
    const parsed = mailBody.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json(fail('request_param_err'));
    const member = store.accounts.byAccount(parsed.data.account);
    if (!member) return void res.status(404).json(fail('member_not_found'));
    const { subject, content, popup } = parsed.data;
    const message = store.inbox.send(member.id, subject, content, store.now(), popup);
    res.json(ok({ inboxId: message.id, unreadCount: store.inbox.unreadCount(member.id) }));
  });
  return router;
}
