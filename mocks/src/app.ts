import express, { type ErrorRequestHandler, type Express } from 'express';
import { fail } from './http/envelope.js';
import { requireMerchant } from './http/requireMerchant.js';
import { PayloadDecryptor, readPrivateKeyPem } from './crypto/payloadEncryption.js';
import { readBody } from './http/body.js';
import { devRoutes } from './routes/dev.js';
import { devMemberCentreRoutes } from './routes/devMemberCentre.js';
import { inboxRoutes } from './routes/inbox.js';
import { passwordRoutes } from './routes/password.js';
import { registerRoutes } from './routes/register.js';
import { supportRoutes, supportUploadRoutes } from './routes/support.js';
import { memberRoutes } from './routes/member.js';
import { sessionRoutes } from './routes/session.js';
import { walletRoutes } from './routes/wallet.js';
import { profileRoutes } from './routes/profile.js';
import { walletTransfersRoutes } from './routes/walletTransfers.js';
import { depositRoutes } from './routes/deposit.js';
import { depositContentRoutes } from './routes/depositContent.js';
import { limitsRoutes } from './routes/limits.js';
import { withdrawRoutes, withdrawUploadRoutes } from './routes/withdraw.js';
import { bankCardsRoutes } from './routes/bankCards.js';
import { paymentPasswordRoutes } from './routes/paymentPassword.js';
import { devWithdrawRoutes } from './routes/devWithdraw.js';
import { recordsRoutes } from './routes/records.js';
import { teamRoutes } from './routes/team.js';
import { teamReportsRoutes } from './routes/teamReports.js';
import { agentContractRoutes } from './routes/agentContracts.js';
import { rewardsRoutes } from './routes/rewards.js';
import { appDownloadRoutes } from './routes/appDownloads.js';
import { artworkRoutes } from './routes/artwork.js';
import { gamesRoutes } from './routes/games.js';
import { announcementsRoutes } from './routes/announcements.js';
import { lotteryRoutes } from './routes/lottery.js';
import { pointsRoutes } from './routes/points.js';
import { vipMonthEndReview, vipRoutes } from './routes/vip.js';
import { demoGameRoutes } from './routes/demoGame.js';
import { devPushRoutes } from './routes/devPush.js';
import { devWalletsRoutes } from './routes/devWallets.js';
import { devServiceRoutes } from './routes/devService.js';
import { devPromotionsRoutes } from './routes/devPromotions.js';
import { devContractRoutes } from './routes/devContracts.js';
import { devPointsRoutes } from './routes/devPoints.js';
import { systemRoutes } from './routes/system.js';
import { MockStore } from './state/store.js';
import { devMessagesRoutes } from './routes/devMessages.js';
import { missionsRoutes } from './routes/missions.js';
import { referralRoutes } from './routes/referral.js';
import { rebateRoutes } from './routes/rebate.js';
import { devPushHostRoutes } from './push/devPushHostRoutes.js';
import { pingRoutes, pushRelayRoutes } from './push/relayRoutes.js';
import { cashierRoutes } from './cashier/cashierRoutes.js';

export interface MocksOptions {
  store?: MockStore;
  /** Mount the dev-only control endpoints (`/__dev/*`). */
  dev?: boolean;
  /**
   * PEM of the platform's RSA private key, to read encrypted request bodies. Defaults to the
   * development-only pair in `mocks/dev-keys/`.
   */
  privateKeyPem?: string;
  /**
   * The push host `CSP_ImUrl` answers (`MOCKS_PUSH_URL`); without it, the origin the call came
   * to, where `attachPushHost` serves it.
   */
  pushUrl?: string;
  /**
   * Where browsers reach the stand-in's payment pages (`MOCKS_CASHIER_URL`); without it, the
   * origin the deposit call came to.
   */
  cashierUrl?: string;
  /** The mirror domains the platform lists (`MOCKS_SITE_MIRRORS`); the seed's when absent. */
  siteMirrors?: readonly string[];
}

export interface MocksApp {
  app: Express;
  store: MockStore;
}

/** Builds the stand-in for the betting API. Never listens: `server.ts` does. */
export function createApp(options: MocksOptions = {}): MocksApp {
  const store =
    options.store ?? new MockStore(options.siteMirrors ? { siteMirrors: options.siteMirrors } : {});
  const app = express();
  app.disable('x-powered-by');
  // The gateway sits in front on loopback or the compose network and sets X-Forwarded-For.
  app.set('trust proxy', ['loopback', 'linklocal', 'uniquelocal']);

  app.use(vipMonthEndReview(store));
  if (options.dev) app.use(devRoutes(store));
  if (options.dev) app.use(devMemberCentreRoutes(store, { cashierUrl: options.cashierUrl }));
  if (options.dev) app.use(devWithdrawRoutes(store));
  if (options.dev) app.use(devPushRoutes(store));
  if (options.dev) app.use(devWalletsRoutes(store));
  if (options.dev) app.use(devServiceRoutes(store));
  if (options.dev) app.use(devPromotionsRoutes(store));
  if (options.dev) app.use(devContractRoutes(store));
  if (options.dev) app.use(devPointsRoutes(store));
  if (options.dev) app.use(devMessagesRoutes(store));
  if (options.dev) app.use(devPushHostRoutes(store));
  app.use(pingRoutes());
  app.use(cashierRoutes(store));

  app.get('/healthz', (_req, res) => {
    res.json(healthy());
  });

  app.use(['/wps', '/lgw', '/lotto'], requireMerchant());
  // Proof uploads read their own (larger) body, so they come before the shared reader.
  app.use(withdrawUploadRoutes(store));
  app.use(supportUploadRoutes(store));
  app.use('/wps', readBody(new PayloadDecryptor(options.privateKeyPem ?? readPrivateKeyPem())));
  app.use(systemRoutes(store));
  app.use(pushRelayRoutes(store, { pushUrl: options.pushUrl }));
  app.use(sessionRoutes(store));
  app.use(memberRoutes(store));
  app.use(walletRoutes(store));
  app.use(inboxRoutes(store));
  app.use(registerRoutes(store));
  app.use(passwordRoutes(store));
  app.use(supportRoutes(store));
  app.use(depositContentRoutes());
  app.use(depositRoutes(store, { cashierUrl: options.cashierUrl }));
  app.use(limitsRoutes(store));
  app.use(profileRoutes(store));
  app.use(walletTransfersRoutes(store));
  app.use(withdrawRoutes(store));
  app.use(bankCardsRoutes(store));
  app.use(paymentPasswordRoutes(store));
  app.use(recordsRoutes(store));
  app.use(agentContractRoutes(store));
  app.use(rewardsRoutes(store));
  app.use(artworkRoutes(store));
  app.use(appDownloadRoutes());
  app.use(gamesRoutes(store));
  app.use(announcementsRoutes(store));
  app.use(lotteryRoutes(store));
  app.use(pointsRoutes(store));
  app.use(vipRoutes(store));
  app.use(demoGameRoutes(store));
  app.use(teamRoutes(store));
  app.use(teamReportsRoutes(store));
  app.use(missionsRoutes(store));
  app.use(referralRoutes(store));
  app.use(rebateRoutes(store));

  app.use((_req, res) => {
    res.status(404).json(fail('request_not_found'));
  });

  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    res.status(status).json(fail(status < 500 ? 'request_param_err' : 'system_error'));
  };
  app.use(onError);

  return { app, store };
}

function healthy() {
  return { success: true, message: '', value: null };
}
