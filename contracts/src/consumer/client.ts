import fs from 'node:fs';
import { MatchersV3 } from '@pact-foundation/pact';
import { ApiClient } from '../../../web/src/api/client';
import { TeamApi } from '../../../web/src/api/client/team';
import { TeamReportsApi } from '../../../web/src/api/client/teamReports';
import { AgentApi } from '../../../web/src/api/client/agent';
import { DepositApi } from '../../../web/src/api/client/deposit';
import { LimitsApi } from '../../../web/src/api/client/limits';
import { LotteryApi } from '../../../web/src/api/client/lottery';
import { PointsApi } from '../../../web/src/api/client/points';
import { ProfileApi } from '../../../web/src/api/client/profile';
import { RecordsApi } from '../../../web/src/api/client/records';
import { RewardsApi } from '../../../web/src/api/client/rewards';
import { SupportApi } from '../../../web/src/api/client/support';
import { UplineApi } from '../../../web/src/api/client/upline';
import { WalletsApi } from '../../../web/src/api/client/wallets';
import { WithdrawApi } from '../../../web/src/api/client/withdraw';
import { BankCardsApi } from '../../../web/src/api/client/bankCards';
import { PasswordApi } from '../../../web/src/api/client/password';
import { PaymentPasswordApi } from '../../../web/src/api/client/paymentPassword';
import { RegisterApi } from '../../../web/src/api/client/register';
import { VipApi } from '../../../web/src/api/client/vip';
import { encryptRequest } from '../../../web/src/api/encryption';
import { HttpTransport } from '../../../web/src/api/httpTransport';
import { MERCHANT } from '../names';
import { sessionCookie, sessionCookieFor } from '../session';
import { MessagesApi } from '../../../web/src/api/client/messages';
import { MissionsApi } from '../../../web/src/api/client/missions';
import { RebateApi } from '../../../web/src/api/client/rebate';
import { ReferralApi } from '../../../web/src/api/client/referral';
import { PushApi } from '../../../web/src/api/client/push';

/** The development-only public key; the stand-in holds the matching private key. */
export const DEV_PUBLIC_KEY = fs.readFileSync(
  new URL('../../../mocks/dev-keys/DEV-ONLY-platform-public.pem', import.meta.url),
  'utf8',
);

/**
 * Consumer tests pin the per-call encryption key, so an encrypted body is the same bytes on
 * every run and Pact can compare it exactly. The browser draws a fresh key per call.
 */
export const PACT_SESSION_KEY = 'PactFixedKey2026';

/**
 * `PACT_SESSION_KEY`, reversed and encrypted with the dev public key. RSA PKCS#1 v1.5 padding is
 * random, so the client's header differs on every run; the pact stores this one as the example
 * the provider replays (and must decrypt), and matches the client's header by shape only.
 */
export const PACT_ENCRYPTION_HEADER =
  'I5AL01nFZ20qpfYhstxKPSA07yn42HZFistgDoPWBKK76bwZvgnm5PodtNwgwQUwOzceCmgQ69ESqbOBk8wojUbBtLRCRZs8++iHFD1ZlLGigg583YbD+TNu0JTzF/iK2vxdL4wlTafcOhdLpu88ZvLUlbjZPjsv8oQcSQ5QoRRgc2yssfyKcFAMh3I5ZKBWWB8j1dBr0PRpwEzK3uo9HEcKBXVCS5hA/4p5WtHYMMXG7PEDz3vDZbAH7uI4JkXQQmAI/W4lUBVQ5bZulOs/aOfUyIrnum+jya5YnCCrP5FFZ1iVqsMh43A2SiN0yKSz+l7ActSnB6vkMhyRfIhjiQ==';

/**
 * Every group of the real web client: the root's, and those the features make for themselves
 * over the same transport (one line per feature group).
 */
export class ContractClient extends ApiClient {
  readonly register = new RegisterApi(this.transport);
  readonly password = new PasswordApi(this.transport);
  readonly agent = new AgentApi(this.transport);
  readonly deposit = new DepositApi(this.transport);
  readonly limits = new LimitsApi(this.transport);
  readonly lottery = new LotteryApi(this.transport);
  readonly points = new PointsApi(this.transport);
  readonly records = new RecordsApi(this.transport);
  readonly rewards = new RewardsApi(this.transport);
  readonly support = new SupportApi(this.transport);
  readonly profile = new ProfileApi(this.transport);
  readonly wallets = new WalletsApi(this.transport);
  readonly upline = new UplineApi(this.transport);
  readonly withdraw = new WithdrawApi(this.transport);
  readonly bankCards = new BankCardsApi(this.transport);
  readonly paymentPassword = new PaymentPasswordApi(this.transport);
  readonly vip = new VipApi(this.transport);
  readonly team = new TeamApi(this.transport);
  readonly teamReports = new TeamReportsApi(this.transport);
  readonly messages = new MessagesApi(this.transport);
  readonly missions = new MissionsApi(this.transport);
  readonly rebate = new RebateApi(this.transport);
  readonly referral = new ReferralApi(this.transport);
  readonly push = new PushApi(this.transport);
}

/**
 * The real web client, pointed at Pact's mock server. `session` names the platform token the
 * provider state signs in with: the client is then signed in, and its fetch sends the session
 * cookie the browser would hold for it (the page itself never sees a token or the cookie).
 */
export function clientFor(
  baseUrl: string,
  session: string | null = null,
  /** The site's language, which every call sends in the `Language` header. */
  language = 'EN',
): ContractClient {
  const cookie = session === null ? null : sessionCookieFor(session);
  return new ContractClient(
    new HttpTransport({
      baseUrl,
      merchantCode: MERCHANT,
      language: () => language,
      signedIn: () => cookie !== null,
      rsaPublicKey: DEV_PUBLIC_KEY,
      sessionKey: () => PACT_SESSION_KEY,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (cookie) headers.set('Cookie', cookie);
        return fetch(input, { ...init, headers });
      },
    }),
  );
}

/**
 * Headers every browser call carries; Pact checks the ones the platform requires, and the
 * site's own request header the gateway asks of every unsafe call (it is not sent upstream).
 */
export const PLATFORM_HEADERS = {
  Merchant: MERCHANT,
  Device: 'web',
  'X-Gateway-Version': '3',
  'X-Site-Request': '1',
};

/**
 * Headers of a call that needs the member's token: the session cookie, from which the gateway
 * adds the raw token (no "Bearer") as the platform wants.
 */
export function signedInHeaders(session: string) {
  return { ...PLATFORM_HEADERS, Cookie: sessionCookie(session) };
}

/** Base64 is plain ASCII; the platform's clients send it as text. */
export const ENCRYPTED_CONTENT_TYPE = 'text/plain';

/** The `Encryption` header, matched by shape (base64) with the replayable example. */
export const encryptionHeader = MatchersV3.regex(/^[A-Za-z0-9+/]+={0,2}$/, PACT_ENCRYPTION_HEADER);

/**
 * The encrypted body the client sends for `payload` under the pinned key. Field order matters:
 * write the payload in the order the client method builds it.
 */
export async function encryptedBody(payload: Record<string, unknown>): Promise<Buffer> {
  const { body } = await encryptRequest(DEV_PUBLIC_KEY, PACT_SESSION_KEY, payload);
  return Buffer.from(body ?? '', 'utf8');
}

interface TextBodyInteraction {
  interaction: { withRequestBody(body: string, contentType: string): void };
}

/**
 * Declares a form-encoded request body. Pact JS's V4 builder has `body()` for binary content
 * only, which its mock server then refuses to read as a form; the underlying interaction's text
 * body (what `jsonBody` uses) keeps the content type, so forms compare field by field.
 */
export function formBody(builder: unknown, body: string): void {
  (builder as unknown as TextBodyInteraction).interaction.withRequestBody(
    body,
    'application/x-www-form-urlencoded',
  );
}
