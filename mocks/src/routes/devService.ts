import { Router, json } from 'express';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.js';
import type { MockStore } from '../state/store.js';

const rulesBody = z.object({
  minLength: z.number().int().min(1).max(140).optional(),
  maxLength: z.number().int().min(1).max(140).optional(),
  captcha: z.boolean().optional(),
});

const serviceBody = z.object({
  entries: z.array(
    z.object({ csType: z.string().min(1), title: z.string(), url: z.string().url() }),
  ),
});

const resourcesBody = z.object({
  resources: z.array(
    z.object({
      name: z.string().min(1),
      resourceType: z.string().min(1),
      labelNameEn: z.string(),
      url: z.string().min(1),
    }),
  ),
});

/**
 * Customer-service controls for local runs and tests (MOCKS_DEV=1 only): read the feedback players
 * left (images as their type, size and hash, never the bytes), set the feedback rules, and set the
 * brand's service entries and resources (apps, social links). `/__dev/reset` puts defaults back.
 */
export function devServiceRoutes(store: MockStore): Router {
  const router = Router();

  router.get('/__dev/feedback', (_req, res) => {
    res.json(ok(store.feedback.all()));
  });

  router.post('/__dev/feedback/rules', json(), (req, res) => {
    const parsed = rulesBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.feedback.rules = { ...store.feedback.rules, ...parsed.data };
    res.json(ok(store.feedback.rules));
  });

  router.post('/__dev/customer-service', json(), (req, res) => {
    const parsed = serviceBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.settings.customerService = parsed.data.entries;
    res.json(ok(store.settings.customerService));
  });

  router.post('/__dev/resources', json(), (req, res) => {
    const parsed = resourcesBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.settings.resources = parsed.data.resources;
    res.json(ok(store.settings.resources));
  });

  return router;
}
