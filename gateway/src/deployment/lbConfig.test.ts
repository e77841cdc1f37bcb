import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The load balancer in docker-compose.yml runs deploy/nginx-lb.conf, which no other test loads:
 * its upstream servers are compose service names that only resolve on the compose network. Here
 * Debian's nginx checks the real file with `nginx -t`; in a temporary copy only, each compose
 * service name is mapped to 127.0.0.1, so a name that is not a compose service still fails to
 * resolve and fails the check.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LB_CONF = path.join(ROOT, 'deploy/nginx-lb.conf');
const COMPOSE = path.join(ROOT, 'docker-compose.yml');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function nginxMissingMessage(): string {
  return (
    `nginx was not found at ${NGINX}. This test checks the compose load balancer's config with ` +
    `Debian's "nginx" package: apt-get install -y nginx (or set NGINX_PATH).`
  );
}

/** Where compose mounts the file: into conf.d, so it is included inside nginx's `http` block. */
function mountedAsHttpInclude(): boolean {
  return /\.\/deploy\/nginx-lb\.conf:\/etc\/nginx\/conf\.d\/[\w.-]+\.conf/.test(
    fs.readFileSync(COMPOSE, 'utf8'),
  );
}

/** The service names declared under `services:` in docker-compose.yml. */
function composeServices(): string[] {
  const lines = fs.readFileSync(COMPOSE, 'utf8').split('\n');
  const start = lines.findIndex((l) => /^services:\s*$/.test(l));
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const match = /^ {2}([A-Za-z0-9][\w.-]*):/.exec(line);
    if (match?.[1]) names.push(match[1]);
  }
  return names;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs `nginx -t` on `conf` as the compose image would load it, with paths in a temp dir. */
function nginxTest(conf: string): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-conf-'));
  try {
    let copy = conf;
    for (const name of composeServices()) {
      // Only in `server host:port` lines of upstream blocks and in `proxy_pass http://host`.
      copy = copy.replace(
        new RegExp(`(\\bserver\\s+|://)${escapeRegExp(name)}(?=[:;/\\s])`, 'g'),
        '$1127.0.0.1',
      );
    }
    fs.writeFileSync(path.join(dir, 'lb.conf'), copy);
    const main = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      main,
      `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  access_log off;
  include ${dir}/lb.conf;
}
`,
    );
    const result = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-e', `${dir}/error.log`, '-c', main], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the compose load balancer config (deploy/nginx-lb.conf)', () => {
  it('is mounted where nginx includes it inside its http block', () => {
    expect(mountedAsHttpInclude()).toBe(true);
  });

  it('passes nginx -t, its upstream servers being compose services', () => {
    expect(fs.existsSync(NGINX), nginxMissingMessage()).toBe(true);
    const result = nginxTest(fs.readFileSync(LB_CONF, 'utf8'));
    expect(result.output).not.toMatch(/\[emerg\]/);
    expect(result.ok).toBe(true);
  });

  it('would catch a broken copy, so a pass above means something', () => {
    expect(fs.existsSync(NGINX), nginxMissingMessage()).toBe(true);
    const broken = `${fs.readFileSync(LB_CONF, 'utf8')}\nproxy_pass_header_typo Server;\n`;
    const result = nginxTest(broken);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/\[emerg\]/);
  });
});
