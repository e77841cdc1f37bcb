import { Router, json } from 'express';
import { z } from 'zod';
import { ok, fail } from '../http/envelope.js';
import { normaliseMobile } from '../state/accounts.js';
import { BANNER_GROUPS } from '../state/seed/announcements.js';
import { isScenarioName } from '../state/seed/index.js';
import { setModule } from '../state/seed/settings.js';
import type { MockStore } from '../state/store.js';

const clockBody = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3_600_000),
});
const domainsBody = z.object({
  domains: z.array(z.string().regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d+)?$/)).max(20),
});
const moduleBody = z.object({ modId: z.string().regex(/^[A-Z0-9_]+$/), enabled: z.boolean() });

/** Part of a registration field rule; what is left out keeps its current value. */
const registerFieldsBody = z.record(
  z.string().min(1),
  z.object({
    show: z.boolean().optional(),
    required: z.boolean().optional(),
    pattern: z.string().optional(),
    min: z.number().int().min(0).optional(),
    max: z.number().int().min(0).optional(),
  }),
);

const siteStateBody = z.object({
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEndsAt: z.iso.datetime().nullable().optional(),
});

const bannersBody = z.object({ group: z.enum(BANNER_GROUPS), keep: z.number().int().min(0) });
const popupBody = z.object({
  title: z.string().min(1),
  content: z.string(),
  execution: z.enum(['A', 'B', 'F']),
});

/** Controls for tests and local runs. Mounted only when MOCKS_DEV=1; production never has them. */
export function devRoutes(store: MockStore): Router {
  const router = Router();
  router.use('/__dev', json());

  router.post('/__dev/reset', (_req, res) => {
    store.reset();
    store.clockOffsetMs = 0;
    res.json(ok(null));
  });

  router.post('/__dev/site-state', (req, res) => {
    const parsed = siteStateBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    store.setSiteState(parsed.data.state, parsed.data.maintenanceEndsAt ?? null);
    res.json(ok(null));
  });

  /** Moves the stand-in's clock forward (codes, tickets and sessions expire by it). */
  router.post('/__dev/clock', (req, res) => {
    const parsed = clockBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.clockOffsetMs += parsed.data.advanceMs;
    res.json(ok({ offsetMs: store.clockOffsetMs }));
  });

  /** Replaces the site's mirror domains (the status call's domain route), as an operator would. */
  router.post('/__dev/domains', (req, res) => {
    const parsed = domainsBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.settings.domains = parsed.data.domains;
    res.json(ok(null));
  });

  /** Switches one whitelabel module on or off, as an operator would in the back office. */
  router.post('/__dev/modules', (req, res) => {
    const parsed = moduleBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    setModule(store.settings.whitelabel, parsed.data.modId, parsed.data.enabled);
    res.json(ok(null));
  });

  router.post('/__dev/scenario', (req, res) => {
    const name = (req.body as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string' || !isScenarioName(name)) {
      res.status(400).json(fail('request_param_err'));
      return;
    }
    store.loadScenario(name);
    res.json(ok(null));
  });

  /**
   * Changes the registration validation config as an operator would in the back office, so a
   * journey can switch optional fields on; `/__dev/reset` restores the defaults.
   */
  router.post('/__dev/register-fields', (req, res) => {
    const parsed = registerFieldsBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    const fields = store.settings.content.registerFields;
    for (const [name, change] of Object.entries(parsed.data)) {
      const current = fields[name] ?? {
        show: false,
        required: false,
        pattern: '*',
        min: 0,
        max: 0,
      };
      fields[name] = { ...current, ...change };
    }
    res.json(ok(fields));
  });

  /**
   * Adds an announcement popup as an operator would (any markup, as back offices allow), so a
   * journey can prove hostile content is sanitised; `/__dev/reset` restores the seeded popups.
   */
  router.post('/__dev/popup', (req, res) => {
    const parsed = popupBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    const popups = store.announcements.popups;
    const id = Math.max(200, ...popups.map((p) => p.id)) + 1;
    popups.push({
      id,
      title: { EN: parsed.data.title },
      content: { EN: parsed.data.content },
      promotionType: 'GENERAL',
      execution: parsed.data.execution,
    });
    res.json(ok({ id }));
  });

  /**
   * Keeps only the first `keep` banners of a group, as an operator taking banners down would, so
   * a journey can see a home page with one banner or none; `/__dev/reset` restores them.
   */
  router.post('/__dev/banners', (req, res) => {
    const parsed = bannersBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(fail('request_param_err', z.treeifyError(parsed.error)));
      return;
    }
    const { group, keep } = parsed.data;
    const a = store.announcements;
    const kept = a.banners
      .filter((b) => b.groupName === group)
      .sort((x, y) => x.sort - y.sort)
      .slice(0, keep);
    a.banners = [...a.banners.filter((b) => b.groupName !== group), ...kept];
    res.json(ok({ kept: kept.map((b) => b.id) }));
  });

  /** Signs a seeded account in without its password, so browser tests start signed in. */
  router.post('/__dev/session', (req, res) => {
    const account = (req.body as { account?: unknown } | undefined)?.account;
    const member = typeof account === 'string' ? store.accounts.byAccount(account) : undefined;
    if (!member) {
      res.status(404).json(fail('account_not_found'));
      return;
    }
    res.json(ok({ token: store.sessions.create(member.id) }));
  });

  /** The last SMS code sent to a number: the only way to read one, and only in dev mode. */
  router.get('/__dev/sms/:mobile', (req, res) => {
    const code = store.codes.lastCode(normaliseMobile(req.params.mobile));
    if (!code) {
      res.status(404).json(fail('no_code_sent'));
      return;
    }
    res.json(ok({ code }));
  });

  /** The last code e-mailed to an address (login verification by e-mail). */
  router.get('/__dev/email/:address', (req, res) => {
    const code = store.codes.lastCode(req.params.address.trim());
    if (!code) {
      res.status(404).json(fail('no_code_sent'));
      return;
    }
    res.json(ok({ code }));
  });

  return router;
}
