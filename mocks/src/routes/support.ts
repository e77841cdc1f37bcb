import { Router } from 'express';
import { z } from 'zod';
import { requireToken, resolveToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { params, str } from '../http/params.js';
import { MemberType, type Member } from '../state/accounts.js';
import type { MockStore } from '../state/store.js';
import { vipStanding } from '../state/vip.js';

/** Feedback: 140 characters at most (spec §5), something to read at least. */
const feedback = z.object({
  content: z.string().trim().min(5).max(140),
  contact: z.string().trim().max(80).optional(),
});

/** The VIP room opens at Gold (rank 3). */
const VIP_ROOM_LEVEL = 3;

/** Help centre, feedback, customer-service script and chat (CBS). */
export function supportRoutes(store: MockStore): Router {
  const router = Router();

  function chatRooms(member: Member): string[] {
    if (member.type === MemberType.Trial) return [];
    const rooms = ['LOBBY'];
    if (vipStanding(member, store.wallet).level >= VIP_ROOM_LEVEL) rooms.push('VIP');
    return rooms;
  }

  router.get('/wps/system/helpCenter', (req, res) => {
    const help = store.settings.content.helpCenter;
    const lang = str(params(req), 'lang').toUpperCase();
    res.json(ok({ language: help[lang] ? lang : 'EN', categories: help[lang] ?? help.EN ?? [] }));
  });

  router.put('/wps/feedback', (req, res) => {
    const parsed = feedback.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('feedback_content_length'));
      return;
    }
    const member = resolveToken(store, req)?.member ?? null;
    store.feedback.add(member?.id ?? null, parsed.data.content, parsed.data.contact ?? null);
    res.json(ok(null));
  });

  router.get('/wps/relay/WPSCORE_getCustomerServiceScript', (_req, res) => {
    const url = store.settings.content.customerServiceScriptUrl;
    res.json(ok(url ? { scriptUrl: url } : null));
  });

  router.get('/wps/relay/CBS_modelList', (_req, res) => {
    res.json(ok(store.settings.content.chatModels));
  });

  router.get('/wps/relay/CBS_launchChat', (req, res) => {
    const model = str(params(req), 'model') || 'LOBBY';
    if (!store.settings.content.chatModels.some((m) => m.code === model)) {
      res.json(fail('request_param_err'));
      return;
    }
    const member = resolveToken(store, req)?.member;
    if (member && !chatRooms(member).includes(model)) {
      res.json(fail('chat_not_permitted'));
      return;
    }
    if (member) store.chat.markRead(member.id, model);
    const chat = store.settings.customerService[0]?.url ?? `https://${store.settings.mainDomain}`;
    res.json(ok({ chatUrl: `${chat}?room=${encodeURIComponent(model)}` }));
  });

  router.get('/wps/relay/CBS_unreadCount', requireToken(store), (_req, res) => {
    const member = signedInMember(res);
    res.json(ok(store.chat.unreadCount(member.id, chatRooms(member))));
  });

  router.get('/wps/relay/CBS_groupPermission', requireToken(store), (_req, res) => {
    const rooms = chatRooms(signedInMember(res));
    res.json(ok({ canChat: rooms.length > 0, groups: rooms }));
  });

  return router;
}
