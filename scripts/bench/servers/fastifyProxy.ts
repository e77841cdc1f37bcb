/**
 * The gateway's peer for the per-CPU-second comparison: @fastify/http-proxy (over undici's
 * keep-alive pool) in front of the same upstream, with what a production proxy carries that the
 * bare `node:http` proxy lacks: one access-log line per request through pino, buffered as the
 * gateway buffers its own (4 KiB, to stdout, which the benchmark sends to /dev/null), and the
 * merchant and forwarding headers nginx's row sets too.
 */
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';

const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9090';
/**
 * The same backend-for-frontend step the gateway takes, from a map: a session cookie becomes the
 * platform's `Authorization` (the gateway's lookup is a cache in front of Redis or memory).
 */
const sessions = new Map<string, string>();
const SID = /(?:^|;\s*)sid=([^;]*)/;
if (process.env.BENCH_SESSION_ID && process.env.BENCH_SESSION_TOKEN)
  sessions.set(process.env.BENCH_SESSION_ID, process.env.BENCH_SESSION_TOKEN);
const logger = pino(
  { level: 'info', base: { service: 'fastify-proxy' }, timestamp: pino.stdTimeFunctions.isoTime },
  pino.destination({ sync: false, minLength: 4096 }),
);
setInterval(() => logger.flush(), 1000).unref();

// Fastify's own request logging writes two lines per request; one line, like the gateway's.
const app = Fastify({
  loggerInstance: logger,
  logController: new LogController({ disableRequestLogging: true }),
});
if (process.env.BENCH_ACCESS_LOG !== 'off')
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
await app.register(fastifyHttpProxy, {
  upstream,
  replyOptions: {
    rewriteRequestHeaders: (request, headers) => {
      const { cookie, authorization: _dropped, ...rest } = headers;
      const sid = typeof cookie === 'string' ? SID.exec(cookie)?.[1] : undefined;
      const token = sid === undefined ? undefined : sessions.get(sid);
      return {
        ...rest,
        merchant: 'PH01',
        'x-forwarded-for': request.ip,
        ...(token === undefined ? {} : { authorization: token }),
      };
    },
  },
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => process.exit(0));
