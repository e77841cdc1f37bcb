import { Router } from 'express';
import { ok } from '../http/envelope.js';
import { encryptCustomerServicePath, randomKey } from '../crypto/customerServicePath.js';
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
          register: {},
          mainDomain: s.mainDomain,
          analytics: {},
          imageCDNs: s.imageCDNs,
          launchGameCDNs: s.launchGameCDNs,
        },
      }),
    );
  });

  router.get('/wps/system/domainRoute', (_req, res) => {
    res.json(ok({ domainList: store.settings.domains.map((domainName) => ({ domainName })) }));
  });

  return router;
}
