/**
 * The floor for any Node.js proxy: node:http in, node:http out over a keep-alive agent, nothing
 * else (no routing, headers, logs or metrics). Shown beside the gateway so its own overhead is
 * visible apart from the cost of a second HTTP exchange.
 */
import http from 'node:http';

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9090');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

http
  .createServer((req, res) => {
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(out);
  })
  .listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
