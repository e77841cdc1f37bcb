import type { RequestHandler } from 'express';
import type { GatewayConfig } from './config.js';
import { SOCKET_PATH } from './realtime/events.js';

/** What the PWA reads at boot from `/config.json`: everything brand- and deployment-specific. */
export interface BrandConfig {
  merchantCode: string;
  platform: 'WEB';
  lotteryType: 'Lott';
  rsaPublicKey: string;
  supportedLanguages: string[];
  defaultLanguage: string;
  socketPath: string;
}

export function brandConfig(config: GatewayConfig): BrandConfig {
  return {
    merchantCode: config.merchantCode,
    platform: 'WEB',
    lotteryType: 'Lott',
    rsaPublicKey: config.brand.rsaPublicKey,
    supportedLanguages: config.brand.supportedLanguages,
    defaultLanguage: config.brand.defaultLanguage,
    socketPath: SOCKET_PATH,
  };
}

export function brandConfigRoute(config: GatewayConfig): RequestHandler {
  const body = JSON.stringify(brandConfig(config));
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(body);
  };
}
