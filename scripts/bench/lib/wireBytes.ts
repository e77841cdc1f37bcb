/**
 * Bytes on the wire from DevTools `Network` events, for a page and its service worker together.
 * Every byte is counted once, where it crossed the network: a page request the worker answered
 * is the worker's fetch (or nothing, when the worker answered from its cache), and a fetch the
 * browser's HTTP cache answered cost no transfer at all. Pure, so the accounting has tests.
 */

/** Who asked the network: the page (its frames and dedicated workers) or its service worker. */
export type Fetcher = 'page' | 'worker';

export const CATEGORIES = [
  'script',
  'style',
  'image',
  'font',
  'document',
  'fetch/xhr',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Where the answer came from; only `network` (and the part of a failed transfer) costs bytes. */
export type Source = 'network' | 'service worker' | 'HTTP cache' | 'failed' | 'in flight';

export interface WireEntry {
  url: string;
  fetcher: Fetcher;
  category: Category;
  /** Bytes that crossed the network for it, headers included (`encodedDataLength`). */
  bytes: number;
  /** Of them, the response's status line and headers, as DevTools gives them. */
  headerBytes: number;
  source: Source;
  status?: number;
  /** The response's `Content-Encoding`, when it had one. */
  encoding?: string;
  /**
   * A body arrived from the network but DevTools reported no bytes for it: how a new service
   * worker's imported scripts come through (`importScripts`), which the bench measures again.
   */
  unreported?: true;
  /** Bytes measured by fetching it again, in place of DevTools' figure. */
  remeasured?: true;
  /** Answered 304: only the headers crossed the network, the body came from the HTTP cache. */
  revalidated?: true;
}

const BY_RESOURCE_TYPE: Readonly<Record<string, Category>> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'style',
  Image: 'image',
  Media: 'image',
  Font: 'font',
  XHR: 'fetch/xhr',
  Fetch: 'fetch/xhr',
  EventSource: 'fetch/xhr',
};

/**
 * What a request fetched. A service worker's downloads are all `fetch()` calls to DevTools, so a
 * fetch is classed by what came back (a precached script is a script); what is left of a fetch
 * (JSON, text) stays `fetch/xhr`.
 */
export function categoryOf(
  resourceType: string | undefined,
  mimeType: string | undefined,
): Category {
  const byType = resourceType ? BY_RESOURCE_TYPE[resourceType] : undefined;
  if (byType && byType !== 'fetch/xhr') return byType;
  const mime = (mimeType ?? '').toLowerCase();
  if (/javascript|ecmascript/.test(mime)) return 'script';
  if (mime.startsWith('text/css')) return 'style';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('font/') || /font|woff/.test(mime)) return 'font';
  if (mime.startsWith('text/html')) return 'document';
  return byType ?? 'other';
}

interface Pending {
  url: string;
  fetcher: Fetcher;
  resourceType?: string;
  mimeType?: string;
  status?: number;
  encoding?: string;
  fromServiceWorker: boolean;
  fromCache: boolean;
  /** Header bytes of the response, then each body chunk's, while the request is open. */
  headerBytes: number;
  bodyBytes: number;
  /** The body's size after decoding: shows a body arrived whatever the encoded figures say. */
  decodedBytes: number;
  revalidated: boolean;
}

interface RequestParams {
  requestId: string;
  type?: string;
  request: { url: string };
  redirectResponse?: ResponseParams;
}
interface ResponseParams {
  url?: string;
  status?: number;
  mimeType?: string;
  headers?: Record<string, string>;
  fromServiceWorker?: boolean;
  fromDiskCache?: boolean;
  fromPrefetchCache?: boolean;
  encodedDataLength?: number;
}

const counted = (url: string) => url.startsWith('http://') || url.startsWith('https://');

function headerValue(headers: Record<string, string> | undefined, name: string) {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Collects one visit's requests from the `Network` events of every DevTools session attached to
 * it. Requests are told apart by session and id: a request id is only unique within its target.
 */
export class WireLedger {
  private readonly open = new Map<string, Pending>();
  private readonly done: WireEntry[] = [];
  private closed = false;

  /** Feeds one event; `session` names the target it came from. */
  event(fetcher: Fetcher, session: string, method: string, params: unknown): void {
    if (this.closed) return;
    const p = params as { requestId?: string };
    if (typeof p.requestId !== 'string') return;
    const key = `${session}\u0000${p.requestId}`;
    switch (method) {
      case 'Network.requestWillBeSent': {
        const sent = params as RequestParams;
        const previous = this.open.get(key);
        // A redirect reuses the request id: the hop before it is finished, and cost its response.
        if (previous && sent.redirectResponse) {
          this.respond(previous, sent.redirectResponse);
          this.finish(key, previous, previous.headerBytes, 'network');
        }
        if (!counted(sent.request.url)) return;
        this.open.set(key, {
          url: sent.request.url,
          fetcher,
          resourceType: sent.type,
          fromServiceWorker: false,
          fromCache: false,
          headerBytes: 0,
          bodyBytes: 0,
          decodedBytes: 0,
          revalidated: false,
        });
        return;
      }
      case 'Network.responseReceived': {
        const pending = this.open.get(key);
        const { type, response } = params as { type?: string; response: ResponseParams };
        if (!pending) return;
        pending.resourceType ??= type;
        this.respond(pending, response);
        return;
      }
      case 'Network.responseReceivedExtraInfo': {
        // The page-facing response says 200 for a revalidated entry; the wire said 304.
        const pending = this.open.get(key);
        if (pending && (params as { statusCode?: number }).statusCode === 304)
          pending.revalidated = true;
        return;
      }
      case 'Network.requestServedFromCache': {
        const pending = this.open.get(key);
        if (pending) pending.fromCache = true;
        return;
      }
      case 'Network.dataReceived': {
        const pending = this.open.get(key);
        const { encodedDataLength, dataLength } = params as {
          encodedDataLength?: number;
          dataLength?: number;
        };
        if (!pending) return;
        pending.bodyBytes += encodedDataLength ?? 0;
        pending.decodedBytes += dataLength ?? 0;
        return;
      }
      case 'Network.loadingFinished': {
        const pending = this.open.get(key);
        const { encodedDataLength } = params as { encodedDataLength?: number };
        if (pending) this.finish(key, pending, encodedDataLength ?? 0, 'network');
        return;
      }
      case 'Network.loadingFailed': {
        const pending = this.open.get(key);
        // What arrived before the failure still crossed the network.
        if (pending) this.finish(key, pending, pending.headerBytes + pending.bodyBytes, 'failed');
        return;
      }
      default:
    }
  }

  /** Ends the window: what is still open counts with what it received so far. */
  close(): void {
    if (this.closed) return;
    for (const [key, pending] of [...this.open])
      this.finish(key, pending, pending.headerBytes + pending.bodyBytes, 'in flight');
    this.closed = true;
  }

  entries(): readonly WireEntry[] {
    return this.done;
  }

  private respond(pending: Pending, response: ResponseParams): void {
    pending.status = response.status;
    pending.mimeType = response.mimeType;
    pending.encoding = headerValue(response.headers, 'content-encoding');
    pending.fromServiceWorker ||= response.fromServiceWorker === true;
    pending.fromCache ||= response.fromDiskCache === true || response.fromPrefetchCache === true;
    pending.headerBytes = response.encodedDataLength ?? 0;
  }

  private finish(key: string, pending: Pending, bytes: number, source: Source): void {
    this.open.delete(key);
    // Not this request's bytes: the worker's own fetch (counted at the worker) or no transfer.
    const answeredBy = pending.fromServiceWorker
      ? 'service worker'
      : pending.fromCache
        ? 'HTTP cache'
        : undefined;
    this.done.push({
      url: pending.url,
      fetcher: pending.fetcher,
      category: categoryOf(pending.resourceType, pending.mimeType),
      bytes: answeredBy ? 0 : bytes,
      headerBytes: answeredBy ? 0 : Math.min(bytes, pending.headerBytes),
      source: source === 'network' && answeredBy ? answeredBy : source,
      ...(pending.status === undefined ? {} : { status: pending.status }),
      ...(pending.encoding ? { encoding: pending.encoding } : {}),
      ...(pending.revalidated && !answeredBy ? { revalidated: true as const } : {}),
      ...(source === 'network' && !answeredBy && bytes === 0 && pending.decodedBytes > 0
        ? { unreported: true as const }
        : {}),
    });
  }
}

/**
 * Puts sizes measured again in place of DevTools' figures: for the entries it reported no bytes
 * for, and for addresses it missed altogether (a worker's main script is fetched by the browser
 * before the worker runs, and its report can come before the bench's session listens).
 */
export function remeasured(
  entries: readonly WireEntry[],
  fetcher: Fetcher,
  sizes: ReadonlyMap<string, number>,
): WireEntry[] {
  const seen = new Set<string>();
  const out = entries.map((e) => {
    const size = e.fetcher === fetcher ? sizes.get(e.url) : undefined;
    if (size === undefined || e.source !== 'network') return e;
    seen.add(e.url);
    const { unreported: _, ...rest } = e;
    return { ...rest, bytes: size, remeasured: true as const };
  });
  for (const [url, bytes] of sizes)
    if (!seen.has(url) && !entries.some((e) => e.fetcher === fetcher && e.url === url))
      out.push({
        url,
        fetcher,
        category: 'script',
        bytes,
        headerBytes: 0,
        source: 'network',
        remeasured: true,
      });
  return out;
}

export interface WireTotals {
  total: number;
  /** Of the total, response headers (where DevTools reported them). */
  headers: number;
  page: number;
  worker: number;
  byCategory: Record<Category, Record<Fetcher, number>>;
}

export function wireTotals(entries: readonly WireEntry[]): WireTotals {
  const byCategory = Object.fromEntries(
    CATEGORIES.map((c) => [c, { page: 0, worker: 0 }]),
  ) as WireTotals['byCategory'];
  let page = 0;
  let worker = 0;
  let headers = 0;
  for (const e of entries) {
    headers += e.headerBytes;
    byCategory[e.category][e.fetcher] += e.bytes;
    if (e.fetcher === 'page') page += e.bytes;
    else worker += e.bytes;
  }
  return { total: page + worker, headers, page, worker, byCategory };
}
