import { requestLanguage } from '../content/index.js';
import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { clientIp, requireToken, resolveToken, signedInMember } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { params, str } from '../http/params.js';
import { MemberType, type Member } from '../state/accounts.js';
import type { ChatMessage } from '../state/chat.js';
import { decodeProofImages } from '../state/proofImages.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { vipStanding } from '../state/vip.js';
import { answer } from './ours.js';

/** Three 5 MB images as base64 plus the text: the feedback call reads its own larger body. */
const FEEDBACK_BODY_LIMIT = '21mb';

/** The platform's feedback fields (`content, sender, type, captcha, file`). */
const feedbackBody = z.object({
  content: z.string().max(10_000),
  sender: z.string().max(80).optional().default(''),
  type: z.string().max(40).optional().default('OTHER'),
  captcha: z.string().max(16).optional().default(''),
  file: z.array(z.string()).max(10).optional().default([]),
});

const sendBody = z.object({
  group: z.string().min(1).max(40),
  // Length is judged by the chat rules, so the member hears "too long" rather than a bad request.
  text: z.string().max(10_000),
});

/** Others see a member as the first two and last letters of the account: enough to follow. */
export function chatName(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

function messageView(m: ChatMessage) {
  return { id: m.id, group: m.room, sender: m.from, text: m.text, at: m.at };
}

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
    const lang = requestLanguage(req, 'lang');
    res.json(ok({ language: help[lang] ? lang : 'EN', categories: help[lang] ?? help.EN ?? [] }));
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
    const live = store.settings.customerService.find((cs) => cs.csType === 'LIVE');
    const chat = live?.url ?? `https://support.${store.settings.mainDomain}/chat`;
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

  // Ours: a room's latest messages; opening it reads it and subscribes the member to it.
  router.get('/wps/relay/CBS_roomHistory', requireToken(store), (req, res) => {
    const member = signedInMember(res);
    const group = str(params(req), 'group');
    if (!chatRooms(member).includes(group)) {
      res.json(fail('chat_not_permitted'));
      return;
    }
    res.json(ok({ group, messages: store.chat.open(member.id, group).map(messageView) }));
  });

  // Ours: a member's message, pushed to everyone present in the room over the site's socket.
  router.post('/wps/relay/CBS_sendMessage', requireToken(store), (req, res) => {
    const member = signedInMember(res);
    const parsed = sendBody.safeParse(params(req));
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    if (!chatRooms(member).includes(parsed.data.group)) {
      res.json(fail('chat_not_permitted'));
      return;
    }
    answer(res, () =>
      messageView(
        store.chat.send(member.id, chatName(member.account), parsed.data.group, parsed.data.text),
      ),
    );
  });

  return router;
}

/**
 * Feedback, which may carry three 5 MB images. Mounted before the stand-in's shared body reader
 * (256 kB limit) so it reads its own larger body; the gateway gives this path its upload limit.
 * The site's table has PUT, the member centre's POST: both are accepted.
 */
export function supportUploadRoutes(store: MockStore): Router {
  const router = Router();
  const take = async (req: Request, res: Response) => {
    const parsed = feedbackBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.json(fail('request_param_err'));
      return;
    }
    const input = parsed.data;
    if (store.feedback.rules.captcha) {
      if (!input.captcha) {
        res.json(fail('captcha_required', { captcha: true }));
        return;
      }
      if (!store.captchas.check(clientIp(req), input.captcha)) {
        res.json(fail('captcha_error', { captcha: true }));
        return;
      }
    }
    // Decoded before anything is stored, as a platform must (the bytes' first look is not enough).
    try {
      await decodeProofImages(input.file);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      res.json(fail(error.key));
      return;
    }
    const member = resolveToken(store, req)?.member ?? null;
    answer(res, () => {
      const entry = store.feedback.add(member?.id ?? null, { ...input, files: input.file });
      return { id: entry.id };
    });
  };
  const body = express.json({ limit: FEEDBACK_BODY_LIMIT });
  router.post('/wps/feedback', body, take);
  router.put('/wps/feedback', body, take);
  return router;
}
