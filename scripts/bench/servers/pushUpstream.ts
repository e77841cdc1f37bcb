/**
 * Upstream side of the push benchmark: the stand-in itself (its API and its push host, SockJS +
 * STOMP at /rtmsg and /websocket/event, on one port), with BENCH_MEMBERS members signed in on it
 * under the tokens `bench-<n>`, and three controls:
 *
 * - `POST /__bench/burst?events=N&rate=R&acks=0|1`: N `ONLINE_MSG` messages at R per second to
 *   the members in turn, each carrying its send time in `message` and its number in `title`;
 *   with `acks=1` each has a `sendId`, which the gateway acknowledges through `CSP_receiveLog`
 *   as the platform asks;
 * - `GET /__bench/stats`: the push host's connection counts and the CONNECTs counted so far;
 * - `POST /__bench/push-host?state=down|up`: stops or restarts the push host.
 */
import http from 'node:http';
import { createApp } from '../../../mocks/src/index.js';
import { attachPushHost } from '../../../mocks/src/push/pushHost.js';

const port = Number(process.env.PORT ?? 0);
const members = Number(process.env.BENCH_MEMBERS ?? 5000);

const { app, store } = createApp({ dev: false });
const memberIds: string[] = [];
for (let n = 0; n < members; n += 1) {
  // A stored hash, not a password: 5,000 key derivations would only slow the start.
  const member = store.accounts.add({ account: `bench${n}`, passwordHash: 'bench-unused' });
  store.sessions.createWithToken(member.id, `bench-${n}`);
  memberIds.push(member.id);
}

function burst(events: number, rate: number, acks: boolean): void {
  const started = Date.now();
  let sent = 0;
  const tick = () => {
    const due = Math.min(events, Math.floor(((Date.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const memberId = memberIds[sent % memberIds.length] ?? '';
      store.push.toMember(memberId, {
        type: 'ONLINE_MSG',
        // Which message of the burst this is: the bench counts each once, and repeats apart.
        title: `bench ${sent}`,
        message: String(Date.now()),
        // The bus adds a sendId unless one is given: undefined leaves it out of the JSON.
        ...(acks ? {} : { sendId: undefined }),
      });
    }
    if (sent < events) setTimeout(tick, 1);
  };
  tick();
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://bench');
  if (url.pathname === '/__bench/burst' && req.method === 'POST') {
    burst(
      Number(url.searchParams.get('events') ?? 0),
      Number(url.searchParams.get('rate') ?? 1000),
      url.searchParams.get('acks') === '1',
    );
    res.writeHead(202).end();
    return;
  }
  if (url.pathname === '/__bench/stats') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(host.stats()));
    return;
  }
  if (url.pathname === '/__bench/push-host' && req.method === 'POST') {
    host.setState(url.searchParams.get('state') === 'down' ? 'down' : 'up');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(host.stats()));
    return;
  }
  app(req, res);
});
const host = attachPushHost(server, store);
server.listen(port, '127.0.0.1');
