import { describe, expect, it } from 'vitest';
import { categoryOf, remeasured, WireLedger, wireTotals, type Fetcher } from './wireBytes.js';

const SITE = 'http://127.0.0.1:8080';

/** Feeds one request's events, as DevTools sends them, to the ledger. */
function request(
  ledger: WireLedger,
  fetcher: Fetcher,
  session: string,
  id: string,
  path: string,
  options: {
    type?: string;
    mimeType?: string;
    fromServiceWorker?: boolean;
    fromDiskCache?: boolean;
    headerBytes?: number;
    chunks?: number[];
    end?: { finished: number } | 'failed' | 'open';
    encoding?: string;
  } = {},
): void {
  const send = (method: string, params: object) =>
    ledger.event(fetcher, session, method, { requestId: id, ...params });
  send('Network.requestWillBeSent', { request: { url: `${SITE}${path}` }, type: options.type });
  send('Network.responseReceived', {
    type: options.type,
    response: {
      status: 200,
      mimeType: options.mimeType ?? 'text/javascript',
      headers: options.encoding ? { 'Content-Encoding': options.encoding } : {},
      fromServiceWorker: options.fromServiceWorker ?? false,
      fromDiskCache: options.fromDiskCache ?? false,
      encodedDataLength: options.headerBytes ?? 200,
    },
  });
  for (const chunk of options.chunks ?? [])
    send('Network.dataReceived', { encodedDataLength: chunk });
  const end = options.end ?? { finished: 1000 };
  if (end === 'failed') send('Network.loadingFailed', { errorText: 'net::ERR_ABORTED' });
  else if (end !== 'open') send('Network.loadingFinished', { encodedDataLength: end.finished });
}

describe('WireLedger', () => {
  it('counts a page request the worker answered once: at the worker’s own fetch', () => {
    const ledger = new WireLedger();
    request(ledger, 'page', 'tab', '1', '/assets/lobby.js', {
      type: 'Script',
      fromServiceWorker: true,
      end: { finished: 5000 },
    });
    request(ledger, 'worker', 'sw', '1', '/assets/lobby.js', {
      type: 'Fetch',
      end: { finished: 5200 },
      encoding: 'gzip',
    });
    ledger.close();
    const entries = ledger.entries();
    expect(entries.map((e) => [e.fetcher, e.source, e.bytes])).toEqual([
      ['page', 'service worker', 0],
      ['worker', 'network', 5200],
    ]);
    expect(entries[1]?.encoding).toBe('gzip');
    const totals = wireTotals(entries);
    expect(totals).toMatchObject({ total: 5200, page: 0, worker: 5200 });
    // Same request id in another session is another request.
    expect(totals.byCategory.script).toEqual({ page: 0, worker: 5200 });
  });

  it('counts nothing for an answer from the HTTP cache (the worker precaching what the page had)', () => {
    const ledger = new WireLedger();
    request(ledger, 'page', 'tab', '7', '/assets/index.js', { type: 'Script' });
    request(ledger, 'worker', 'sw', '9', '/assets/index.js', {
      type: 'Fetch',
      fromDiskCache: true,
      end: { finished: 900 },
    });
    ledger.event('worker', 'sw', 'Network.requestWillBeSent', {
      requestId: '10',
      request: { url: `${SITE}/icon.svg` },
      type: 'Fetch',
    });
    ledger.event('worker', 'sw', 'Network.requestServedFromCache', { requestId: '10' });
    ledger.event('worker', 'sw', 'Network.loadingFinished', {
      requestId: '10',
      encodedDataLength: 300,
    });
    ledger.close();
    expect(ledger.entries().map((e) => [e.source, e.bytes])).toEqual([
      ['network', 1000],
      ['HTTP cache', 0],
      ['HTTP cache', 0],
    ]);
    expect(wireTotals(ledger.entries()).total).toBe(1000);
  });

  it('counts what a failed or unfinished transfer received, and nothing after the window', () => {
    const ledger = new WireLedger();
    request(ledger, 'page', 'tab', '1', '/a.js', {
      headerBytes: 150,
      chunks: [400],
      end: 'failed',
    });
    request(ledger, 'page', 'tab', '2', '/b.js', {
      headerBytes: 100,
      chunks: [50, 50],
      end: 'open',
    });
    ledger.close();
    request(ledger, 'page', 'tab', '3', '/late.js');
    expect(ledger.entries().map((e) => [e.url.slice(SITE.length), e.source, e.bytes])).toEqual([
      ['/a.js', 'failed', 550],
      ['/b.js', 'in flight', 200],
    ]);
  });

  it('counts each hop of a redirect, and leaves out addresses that never use the network', () => {
    const ledger = new WireLedger();
    ledger.event('page', 'tab', 'Network.requestWillBeSent', {
      requestId: '1',
      request: { url: `${SITE}/old` },
      type: 'Document',
    });
    ledger.event('page', 'tab', 'Network.requestWillBeSent', {
      requestId: '1',
      request: { url: `${SITE}/` },
      type: 'Document',
      redirectResponse: { status: 302, mimeType: 'text/plain', encodedDataLength: 180 },
    });
    ledger.event('page', 'tab', 'Network.loadingFinished', {
      requestId: '1',
      encodedDataLength: 4000,
    });
    ledger.event('page', 'tab', 'Network.requestWillBeSent', {
      requestId: '2',
      request: { url: 'data:image/png;base64,AAAA' },
      type: 'Image',
    });
    ledger.event('page', 'tab', 'Network.loadingFinished', {
      requestId: '2',
      encodedDataLength: 0,
    });
    ledger.close();
    expect(ledger.entries().map((e) => [e.url.slice(SITE.length), e.bytes])).toEqual([
      ['/old', 180],
      ['/', 4000],
    ]);
  });
});

describe('revalidation', () => {
  it('marks an answer the wire gave as 304, whose body came from the HTTP cache', () => {
    const ledger = new WireLedger();
    ledger.event('worker', 'sw', 'Network.requestWillBeSent', {
      requestId: '4',
      request: { url: `${SITE}/wps/relay/VIS_getJackpot` },
      type: 'Fetch',
    });
    ledger.event('worker', 'sw', 'Network.responseReceivedExtraInfo', {
      requestId: '4',
      statusCode: 304,
    });
    ledger.event('worker', 'sw', 'Network.loadingFinished', {
      requestId: '4',
      encodedDataLength: 1355,
    });
    ledger.close();
    expect(ledger.entries()[0]).toMatchObject({ bytes: 1355, revalidated: true });
  });
});

describe('remeasured', () => {
  it('flags a body DevTools gave no bytes for, and puts the size measured again in its place', () => {
    const ledger = new WireLedger();
    ledger.event('worker', 'sw', 'Network.requestWillBeSent', {
      requestId: '2',
      request: { url: `${SITE}/workbox-1.js` },
      type: 'Other',
    });
    ledger.event('worker', 'sw', 'Network.dataReceived', {
      requestId: '2',
      dataLength: 22860,
      encodedDataLength: 0,
    });
    ledger.event('worker', 'sw', 'Network.loadingFinished', {
      requestId: '2',
      encodedDataLength: 0,
    });
    request(ledger, 'worker', 'sw', '3', '/index.html', { end: { finished: 2566 } });
    ledger.close();
    const [workbox, index] = ledger.entries();
    expect(workbox?.unreported).toBe(true);
    expect(index?.unreported).toBeUndefined();

    const sizes = new Map([
      [`${SITE}/workbox-1.js`, 9400],
      [`${SITE}/sw.js`, 3900],
    ]);
    const fixed = remeasured(ledger.entries(), 'worker', sizes);
    expect(fixed.map((e) => [e.url.slice(SITE.length), e.bytes, e.remeasured ?? false])).toEqual([
      ['/workbox-1.js', 9400, true],
      ['/index.html', 2566, false],
      ['/sw.js', 3900, true],
    ]);
    expect(fixed[0]?.unreported).toBeUndefined();
    expect(wireTotals(fixed).worker).toBe(9400 + 2566 + 3900);
  });
});

describe('categoryOf', () => {
  it('takes the page’s resource type, and classes fetches by what came back', () => {
    expect(categoryOf('Stylesheet', 'text/css')).toBe('style');
    expect(categoryOf('Fetch', 'text/javascript; charset=utf-8')).toBe('script');
    expect(categoryOf('Fetch', 'image/svg+xml')).toBe('image');
    expect(categoryOf('Fetch', 'text/html')).toBe('document');
    expect(categoryOf('Fetch', 'application/json')).toBe('fetch/xhr');
    expect(categoryOf('Manifest', 'application/manifest+json')).toBe('other');
    expect(categoryOf('Other', 'font/woff2')).toBe('font');
    expect(categoryOf(undefined, undefined)).toBe('other');
  });
});
