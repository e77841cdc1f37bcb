import { requestLanguage } from '../content/index.js';
import { Router } from 'express';
import { clientIp } from '../http/auth.js';
import { fail, ok } from '../http/envelope.js';
import { params, str } from '../http/params.js';
import { encryptCustomerServicePath, randomKey } from '../crypto/customerServicePath.js';
import type { RegisterFieldRule } from '../state/seed/content.js';
import type { MockStore } from '../state/store.js';
import { SiteState } from '../state/siteState.js';

export function systemRoutes(store: MockStore): Router {
  const router = Router();

  router.get('/wps/system/status', (req, res) => {
    const s = store.settings;
    res.json(
      ok({
        maintenance: s.siteState === SiteState.Maintenance,
        maintenanceEndTime: s.maintenanceEndsAt,
        regionRestriction: s.siteState === SiteState.RegionRestricted,
        location: { ip: req.ip ?? '' },
        info: {
          customerService: s.customerService.map((cs) => ({
            csType: cs.csType,
            title: cs.title,
            path: encryptCustomerServicePath(cs.url, randomKey()),
          })),
          domainRoute: { domainList: s.domains.map((domainName) => ({ domainName })) },
          resources: s.resources,
          whitelabel: s.whitelabel,
          // The public regex config: what the mobile number field accepts, before any form loads.
          register: { acceptedPattern: acceptedPattern(s.content.registerFields, ['mobileNum']) },
          mainDomain: s.mainDomain,
          analytics: {},
          imageCDNs: s.imageCDNs,
          launchGameCDNs: s.launchGameCDNs,
        },
      }),
    );
  });

  // Members with a live session right now: counted, never made up (decisions §2).
  router.get('/wps/relay/MCSFE_getOnlinePlayerCount', (_req, res) => {
    res.json(ok({ count: store.sessions.onlineMemberCount() }));
  });

  router.get('/wps/system/domainRoute', (_req, res) => {
    res.json(ok({ domainList: store.settings.domains.map((domainName) => ({ domainName })) }));
  });

  router.get('/wps/system/whitelabel', (_req, res) => {
    res.json(ok(store.settings.whitelabel));
  });

  router.get('/wps/system/location', (req, res) => {
    // The stand-in cannot geolocate; a CDN in front reports the country in CF-IPCountry.
    const countryCode = (req.get('cf-ipcountry') ?? '').toUpperCase();
    res.json(
      ok({
        ip: clientIp(req),
        countryCode,
        restricted:
          store.settings.siteState === SiteState.RegionRestricted ||
          store.settings.content.restrictedCountries.includes(countryCode),
      }),
    );
  });

  router.get('/wps/system/settings/consolidated', (_req, res) => {
    const c = store.settings.content;
    res.json(
      ok({
        currency: c.currency,
        currencySymbol: c.currencySymbol,
        timezone: c.timezone,
        defaultLanguage: c.defaultLanguage,
        supportedLanguages: c.supportedLanguages,
        minimumAge: c.minimumAge,
        realityCheckMinutes: c.realityCheckMinutes,
        licence: c.licence,
      }),
    );
  });

  router.get('/wps/system/templates', (req, res) => {
    const p = params(req);
    const templates = store.settings.content.templates;
    const code = str(p, 'code');
    const asked = requestLanguage(req);
    if (!code) {
      res.json(
        ok(templates.map((t) => ({ code: t.code, title: t.title[asked] ?? t.title.EN ?? t.code }))),
      );
      return;
    }
    const template = templates.find((t) => t.code === code);
    if (!template) {
      res.json(fail('template_not_found'));
      return;
    }
    const wanted = asked;
    const language = template.content[wanted] !== undefined ? wanted : 'EN';
    res.json(
      ok({
        code: template.code,
        title: template.title[language] ?? template.title.EN ?? template.code,
        content: template.content[language] ?? '',
        language,
      }),
    );
  });

  return router;
}

function acceptedPattern(fields: Record<string, RegisterFieldRule>, names: readonly string[]) {
  return Object.fromEntries(
    names.flatMap((name) => {
      const rule = fields[name];
      return rule ? [[name, { pattern: rule.pattern, min: rule.min, max: rule.max }]] : [];
    }),
  );
}
