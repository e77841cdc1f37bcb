import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { withoutGatewayCookies } from '../session/cookies.js';
import { mentionsMerchant, withoutMerchantCookies } from './merchant.js';

/** RFC 9110 §7.6.1 connection-specific headers, plus the de-facto ones proxies drop. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Set by the gateway itself, or meaningless once the body is buffered (`expect`); whatever the
 * browser sent under these names is dropped.
 */
const GATEWAY_OWNED = new Set([
  'host',
  'expect',
  'merchant',
  'content-length',
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
  'x-real-ip',
  // The session's token is the gateway's to add; a browser never has one to send.
  'authorization',
  // The site's own header (forgery check) means nothing to the platform.
  'x-site-request',
]);

const NONE: ReadonlySet<string> = new Set();

function listedInConnection(headers: IncomingHttpHeaders): ReadonlySet<string> {
  const raw = headers.connection;
  // The usual values name no other header: no set to build for every request and answer.
  if (!raw || raw === 'keep-alive' || raw === 'close') return NONE;
  return new Set(raw.split(',').map((t) => t.trim().toLowerCase()));
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Keeps a well-formed request id from a load balancer; otherwise makes one. */
export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface ForwardedFacts {
  merchantCode: string;
  requestId: string;
  clientIp: string;
  /** The direct peer is a trusted proxy, so its X-Forwarded-For chain is kept. */
  trustedPeer?: boolean;
  proto: string;
  host: string | undefined;
  upstreamHost: string;
  bodyLength: number | undefined;
  /** The platform token of the caller's session, if it has one. */
  token?: string | undefined;
  /** Ask for an uncompressed answer, which the gateway is going to read. */
  plainAnswer?: boolean;
}

/**
 * Headers for the upstream: the browser's own (Language, Device, X-Gateway-Version, Encryption,
 * Content-Type, …) untouched, hop-by-hop ones and any that mention a merchant stripped, merchant
 * cookies dropped, and the merchant, the session's token,
 * forwarding facts and request id set by the gateway.
 */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  facts: ForwardedFacts,
): OutgoingHttpHeaders {
  const dropAlso = listedInConnection(incoming);
  const out: OutgoingHttpHeaders = {};
  for (const name of Object.keys(incoming)) {
    const value = incoming[name];
    if (value === undefined) continue;
    if (HOP_BY_HOP.has(name) || GATEWAY_OWNED.has(name) || dropAlso.has(name)) continue;
    // `merchantCode`, `X-Merchant`, `merchant_code`, …: only the gateway's own `Merchant` goes.
    if (mentionsMerchant(name)) continue;
    out[name] = value;
  }
  // The session id is a credential at the gateway: it must not sit in the platform's logs. A
  // merchant cookie is the browser's claim, which a lenient platform might read: dropped too.
  if (typeof out.cookie === 'string') {
    const gatewayFree = withoutGatewayCookies(out.cookie);
    const cookie = gatewayFree && withoutMerchantCookies(gatewayFree);
    if (cookie) out.cookie = cookie;
    else delete out.cookie;
  }
  out.host = facts.upstreamHost;
  out.merchant = facts.merchantCode;
  out['x-request-id'] = facts.requestId;
  const priorFor = facts.trustedPeer ? incoming['x-forwarded-for'] : undefined;
  out['x-forwarded-for'] = priorFor ? `${String(priorFor)}, ${facts.clientIp}` : facts.clientIp;
  out['x-forwarded-proto'] = facts.proto;
  if (facts.host) out['x-forwarded-host'] = facts.host;
  if (facts.bodyLength !== undefined) out['content-length'] = String(facts.bodyLength);
  if (facts.token !== undefined) out.authorization = facts.token;
  if (facts.plainAnswer) out['accept-encoding'] = 'identity';
  return out;
}

/** Headers that name the upstream's software or machines: nothing a browser needs. */
const FINGERPRINTS = new Set([
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'x-aspnetmvc-version',
  'x-runtime',
  'x-version',
  'x-generator',
  'x-backend-server',
  'x-served-by',
  'x-server',
  'x-upstream',
  'x-application-context',
  'via',
]);

/**
 * Headers for the browser, appended to `out` as name, value pairs (the flat list `writeHead`
 * takes): hop-by-hop ones stripped, software fingerprints dropped, and any CORS grant from the
 * upstream dropped, because the site is served from the gateway's own origin and shares nothing.
 */
export function browserResponseHeaders(
  incoming: IncomingHttpHeaders,
  out: (string | string[])[] = [],
): (string | string[])[] {
  const dropAlso = listedInConnection(incoming);
  for (const name of Object.keys(incoming)) {
    const value = incoming[name];
    if (value === undefined) continue;
    if (HOP_BY_HOP.has(name) || dropAlso.has(name) || FINGERPRINTS.has(name)) continue;
    if (name.startsWith('access-control-')) continue;
    out.push(name, value);
  }
  return out;
}
