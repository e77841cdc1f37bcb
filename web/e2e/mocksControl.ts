import type { BrowserContext } from 'playwright-core';

/** Steers the stand-in through its dev-only endpoints (present because the stack runs MOCKS_DEV=1). */
export async function devPost(mocksUrl: string, path: string, body: unknown = {}): Promise<void> {
  const res = await fetch(`${mocksUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
}

export const resetMocks = (mocksUrl: string) => devPost(mocksUrl, '/__dev/reset');

export const setSiteState = (mocksUrl: string, state: 0 | 1 | 2, maintenanceEndsAt?: string) =>
  devPost(mocksUrl, '/__dev/site-state', { state, maintenanceEndsAt });

/** Signs a seeded account in on the stand-in and returns its session token. */
export async function devSession(mocksUrl: string, account: string): Promise<string> {
  const res = await fetch(`${mocksUrl}/__dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  if (!res.ok) throw new Error(`POST /__dev/session answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { value?: { token?: string } };
  const token = body.value?.token;
  if (!token) throw new Error('POST /__dev/session gave no token');
  return token;
}

/**
 * A platform call made straight to the stand-in as `account`, for what another player or agent
 * does between a journey's steps (an offer made, a leaderboard read): GET sends `body` as the
 * query, POST as JSON. Throws with the platform's answer when it is not a success.
 */
export async function platformCall(
  mocksUrl: string,
  account: string,
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, string | number>,
): Promise<Record<string, unknown>> {
  const token = await devSession(mocksUrl, account);
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`
      : '';
  const res = await fetch(`${mocksUrl}${path}${query}`, {
    method,
    headers: { Merchant: 'e2e', Authorization: token, 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

/**
 * A daily-wage contract settled between two accounts as the platform settles one: `upline` offers
 * `downline` a ratio (per cent), and the downline accepts or rejects it.
 */
export async function settleDailyContract(
  mocksUrl: string,
  offer: { upline: string; downline: string; ratio: number; answer: 'ACCEPT' | 'REJECT' },
): Promise<void> {
  const made = await platformCall(
    mocksUrl,
    offer.upline,
    'POST',
    '/wps/relay/MCSFE_applyContractDailySalary',
    { downline: offer.downline, ratio: offer.ratio },
  );
  await platformCall(mocksUrl, offer.downline, 'GET', '/wps/relay/MCS2_processDailySalContract', {
    requestId: String(made.requestId ?? ''),
    action: offer.answer,
  });
}

/**
 * An address of its own for each sign-in link a journey follows, as each player's would be: the
 * gateway allows an address ten links a minute, and a journey file signs in far more often than
 * one player does. The gateway trusts a loopback proxy's `X-Forwarded-For` (the journeys run it
 * behind none, so the header stands for that proxy). From 198.18.0.0/15, kept for benchmarks.
 */
function linkAddress(): string {
  const n = Math.floor(Math.random() * 0x1fffe) + 1;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/**
 * Signs a browser context in the way a sign-in link does: the gateway exchanges the token for a
 * session, and the context keeps the cookies of its answer (the HttpOnly session and the mark).
 * Nothing goes into the page's storage: from here on, every tab of the context is signed in.
 */
export async function signInContext(
  context: BrowserContext,
  gatewayUrl: string,
  token: string,
): Promise<void> {
  const res = await context.request.get(`${gatewayUrl}/?token=${encodeURIComponent(token)}`, {
    maxRedirects: 0,
    headers: { 'X-Forwarded-For': linkAddress() },
  });
  if (res.status() !== 303) {
    throw new Error(`the sign-in link answered ${res.status()}, not 303: ${await res.text()}`);
  }
  const cookies = await context.cookies(gatewayUrl);
  if (!cookies.some((c) => c.name === 'ph_signed_in' && c.value === '1')) {
    throw new Error("the gateway refused the sign-in link's token");
  }
}

/**
 * What the gateway asks of an unsafe call from outside a browser, session or not: the site's own
 * request header and the site's origin (a browser adds it to its own unsafe calls).
 */
export const siteCallHeaders = (gatewayUrl: string): Record<string, string> => ({
  'X-Site-Request': '1',
  Origin: new URL(gatewayUrl).origin,
});

/** A cookie as the gateway set it: its name, its value, and whether page scripts may read it. */
export interface GatewayCookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

/**
 * The cookies the gateway gives for a sign-in link carrying `token` (the HttpOnly session and
 * the signed-in mark), for a client outside a browser context: a bench's Chromium, a Node call.
 */
export async function gatewaySessionCookies(
  gatewayUrl: string,
  token: string,
): Promise<GatewayCookie[]> {
  const res = await fetch(`${gatewayUrl}/?token=${encodeURIComponent(token)}`, {
    redirect: 'manual',
    headers: { 'X-Forwarded-For': linkAddress() },
  });
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at).trim(),
      value: pair.slice(at + 1).trim(),
      httpOnly: attributes.some((a) => a.trim().toLowerCase() === 'httponly'),
    };
  });
  if (
    res.status !== 303 ||
    !cookies.some((c) => /^(__Host-)?ph_session$/.test(c.name) && c.value)
  ) {
    throw new Error(`the sign-in link answered ${res.status} without a session cookie`);
  }
  return cookies.filter((c) => c.value !== '');
}

/**
 * Headers for a call through the gateway from outside a browser, in the session of the member
 * `token` names: the session cookie the gateway gives for the token (by its sign-in link), the
 * site's own request header, the site's origin (a browser's unsafe calls carry it) and the
 * platform's client headers. The gateway drops any `Authorization` a client sends.
 */
export async function memberCallHeaders(
  gatewayUrl: string,
  token: string,
): Promise<Record<string, string>> {
  const cookies = await gatewaySessionCookies(gatewayUrl, token);
  return {
    Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    ...siteCallHeaders(gatewayUrl),
    Device: 'web',
    'X-Gateway-Version': '3',
  };
}

/** Whether the browser context holds the gateway's session cookie (under either of its names). */
export async function holdsSession(context: BrowserContext): Promise<boolean> {
  const cookies = await context.cookies();
  return cookies.some(
    (c) => (c.name === 'ph_session' || c.name === '__Host-ph_session') && c.value !== '',
  );
}
