/**
 * Upstream side for the socket fan-out benchmark: `/wps/member/info` accepts tokens `t-<id>`,
 * `/realtime/events` streams member events — interest-filtered with `?interest=members`, as the
 * stand-in does (docs/OUR-ENDPOINTS.md, "Realtime") — and
 * `POST /__bench/burst?members=M&events=N&rate=R` publishes N events at R per second to members
 * 0..M-1 in turn, each stamped with its send time.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { EventSubscriptions } from '../../../mocks/src/realtime/subscriptions.js';

const port = Number(process.env.PORT ?? 0);
/** Each open stream with the members it carries (undefined: every member). */
const streams = new Map<http.ServerResponse, ReadonlySet<string> | undefined>();
const subscriptions = new EventSubscriptions();

function publish(memberId: string, payload: unknown) {
  const data = JSON.stringify({ memberId, event: 'balance:changed', payload });
  const frame = `id: ${randomUUID()}\nevent: member\ndata: ${data}\n\n`;
  for (const [s, members] of streams) if (!members || members.has(memberId)) s.write(frame);
}

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(null);
      }
    });
  });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/wps/member/info') {
    const token = String(req.headers.authorization ?? '');
    res.setHeader('Content-Type', 'application/json');
    if (!token.startsWith('t-')) {
      res.statusCode = 401;
      res.end(JSON.stringify({ success: false, message: 'please_login_first', value: null }));
    } else res.end(JSON.stringify({ success: true, message: '', value: { id: token.slice(2) } }));
    return;
  }
  if (url.pathname === '/realtime/events') {
    const sub = url.searchParams.get('interest') === 'members' ? subscriptions.open() : undefined;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      ...(sub ? { 'Subscription-Id': sub.id } : {}),
    });
    res.write(': open\n\n');
    streams.set(res, sub?.members);
    res.on('close', () => {
      streams.delete(res);
      if (sub) subscriptions.close(sub.id);
    });
    return;
  }
  const interest = /^\/realtime\/events\/([^/]+)\/members$/.exec(url.pathname);
  if (interest && req.method === 'POST') {
    void readJson(req).then((body) => {
      const change = (body ?? {}) as { add?: string[]; remove?: string[] };
      const size = subscriptions.update(
        decodeURIComponent(interest[1] ?? ''),
        change.add ?? [],
        change.remove ?? [],
      );
      res.setHeader('Content-Type', 'application/json');
      res.statusCode = size === undefined ? 404 : 200;
      res.end(
        JSON.stringify({ success: size !== undefined, message: '', value: { members: size } }),
      );
    });
    return;
  }
  if (url.pathname === '/__bench/streams') {
    res.end(JSON.stringify({ streams: streams.size }));
    return;
  }
  if (url.pathname === '/__bench/burst') {
    const members = Number(url.searchParams.get('members') ?? 1);
    const events = Number(url.searchParams.get('events') ?? 1);
    const rate = Number(url.searchParams.get('rate') ?? 1000);
    const start = performance.now();
    let sent = 0;
    const tick = () => {
      const due = Math.min(events, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        publish(String(sent % members), { balance: sent, sentAt: Date.now() });
        sent += 1;
      }
      if (sent < events) setTimeout(tick, 1);
      else res.end(JSON.stringify({ sent }));
    };
    tick();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ success: true, message: '', value: null }));
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
