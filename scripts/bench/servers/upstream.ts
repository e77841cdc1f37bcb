/**
 * A stand-in mirror for benchmarks: answers every platform path with a small envelope, counts
 * TCP connections, and records POST ids so duplicates can be counted. Controls under /__bench/.
 * `/realtime/events` stays open as the platform's event stream does (with a comment line every
 * 15 s), so a gateway's one subscription is one long-lived connection: answered and closed, it
 * was re-opened every few seconds and counted as new upstream connections in the proxy figures.
 */
import http from 'node:http';

const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify({
  success: true,
  message: '',
  value: {
    maintenance: false,
    regionRestriction: false,
    serverTime: '2026-01-01T00:00:00Z',
    version: 3,
  },
});
let delayMs = 0;
/**
 * `passwordCheck/` calls cost the platform CPU: each takes EXPENSIVE_MS for every such call in
 * flight, as on a saturated processor, so a burst of them slows them all down together.
 */
const EXPENSIVE_MS = Number(process.env.EXPENSIVE_MS ?? 20);
let expensiveInFlight = 0;
let connections = 0;
let requests = 0;
const postIds = new Map<string, number>();

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith('/__bench/')) {
    if (url.startsWith('/__bench/delay'))
      delayMs = Number(new URL(url, 'http://x').searchParams.get('ms') ?? 0);
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({ connections, requests, delayMs, postIds: Object.fromEntries(postIds) }),
    );
    return;
  }
  if (url.startsWith('/realtime/events')) {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(': open\n\n');
      const beat = setInterval(() => res.write(': ping\n\n'), 15_000);
      res.on('close', () => clearInterval(beat));
      return;
    }
    req.resume();
    res.setHeader('Content-Type', 'application/json');
    res.end(body);
    return;
  }
  requests += 1;
  const id = req.headers['x-bench-id'];
  if (req.method === 'POST' && typeof id === 'string') postIds.set(id, (postIds.get(id) ?? 0) + 1);
  req.resume();
  const answer = () => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  };
  if (url.includes('/passwordCheck/')) {
    expensiveInFlight += 1;
    req.on('end', () =>
      setTimeout(() => {
        expensiveInFlight -= 1;
        answer();
      }, EXPENSIVE_MS * expensiveInFlight),
    );
    return;
  }
  req.on('end', () => (delayMs > 0 ? setTimeout(answer, delayMs) : answer()));
});
server.keepAliveTimeout = 75_000;
server.on('connection', () => {
  connections += 1;
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
