import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, defaultParts } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../ops/logger.js';
import { LogCapture } from '../test-support/gatewayHarness.js';
import { startFakeUpstream, type FakeUpstream } from '../test-support/fakeUpstream.js';
import {
  fillTemplate,
  readScreenAssets,
  readScreenStyles,
  SCREEN_ASSETS_FILE,
  SCREEN_STYLES_FILE,
} from './firstScreenPage.js';
import { loadRenderer, type FirstScreenRequest, type RenderFirstScreen } from './renderer.js';
import pino from 'pino';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><title>Playhouse</title>',
  '<!--first-screen-data-->',
  '<script type="module" async src="/assets/boot.js"></script></head>',
  '<body><div id="root">',
  '  <!--first-screen--><div data-static-shell></div><!--/first-screen-->',
  '</div></body></html>',
].join('\n');

let upstream: FakeUpstream;
let second: FakeUpstream | undefined;
let webDist: string;
let asked: FirstScreenRequest[];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-first-screen-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(webDist, 'assets', 'boot.js'), 'void 0;');
  asked = [];
});
afterEach(async () => {
  await upstream.close();
  await second?.close();
  second = undefined;
});

/** A stand-in for the web's renderer: renders what the platform's status call answered. */
const renderStatus: RenderFirstScreen = async (req) => {
  asked.push(req);
  const res = await req.fetch('/wps/system/status?platform=W', { headers: { Language: 'EN' } });
  const body = (await res.json()) as { value: { path: string } };
  return {
    html: `<main>rendered ${body.value.path}</main>`,
    htmlAttributes: { lang: 'km', 'data-theme': 'light' },
    data: '{"language":"KM"}',
  };
};

function gateway(render: RenderFirstScreen, env: NodeJS.ProcessEnv = {}, logs?: LogCapture) {
  const config = loadConfig({
    UPSTREAM_URLS: upstream.url,
    MERCHANT_CODE: 'PH01',
    WEB_DIST: webDist,
    FIRST_SCREEN_TIMEOUT_MS: '300',
    ...env,
  });
  const parts = defaultParts(
    config,
    logs ? pino({ level: 'debug' }, logs) : createLogger('silent'),
  );
  return { app: createApp(config, { ...parts, renderFirstScreen: render }), parts };
}

describe('first screen rendered by the gateway', () => {
  it('answers a page with the rendered screen in #root and its data before the first script', async () => {
    const res = await request(gateway(renderStatus).app).get('/help').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(
      '<div id="root"><main>rendered /wps/system/status?platform=W</main></div>',
    );
    expect(res.text).not.toContain('data-static-shell');
    expect(res.text).toContain('<html lang="km" data-theme="light">');
    const data = res.text.indexOf('<script type="application/json" id="first-screen">');
    expect(data).toBeGreaterThan(0);
    expect(data).toBeLessThan(res.text.indexOf('<script type="module"'));
    // Rendered for this visitor: never shared by a cache between visitors.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('reaches the platform with the configured merchant and the visitor address', async () => {
    await request(gateway(renderStatus).app)
      .get('/')
      .set('Merchant', 'OTHER')
      .set('X-Forwarded-For', '203.0.113.7');
    const call = upstream.calls()[0];
    expect(call?.url).toBe('/wps/system/status?platform=W');
    expect(call?.headers.merchant).toBe('PH01');
    expect(call?.headers.language).toBe('EN');
    expect(call?.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.7, (::ffff:)?127\.0\.0\.1$/);
  });

  it('hands the renderer the address, the browser languages and the player’s choices', async () => {
    await request(gateway(renderStatus).app)
      .get('/rng?search=dragon')
      .set('Accept-Language', 'km-KH,km;q=0.9,en;q=0.5')
      .set('Cookie', 'other=1; lang=TH; theme=light; token=secret');
    expect(asked[0]).toMatchObject({
      url: '/rng?search=dragon',
      deviceLanguages: ['km-KH', 'km', 'en'],
      preferences: { lang: 'TH', theme: 'light' },
      languages: { supported: ['CN', 'EN', 'KM'], fallback: 'EN' },
      merchantCode: 'PH01',
    });
  });

  it('renders a first visit’s announcement popup, and leaves it out once it was closed', async () => {
    // As the web's renderer does (entry-server.tsx): the popup only without the session mark.
    const renderWithPopup: RenderFirstScreen = async (req) => {
      asked.push(req);
      const popup = req.preferences.ANONYMOUS_POPUP
        ? ''
        : '<div class="modal-backdrop" data-modal="publicModal">Welcome, visitor</div>';
      return { html: `<main>page</main>${popup}`, htmlAttributes: {}, data: '{}' };
    };
    const { app } = gateway(renderWithPopup);
    const first = await request(app).get('/pointMall').set('Accept', 'text/html');
    expect(first.text).toContain(
      '<div id="root"><main>page</main><div class="modal-backdrop" data-modal="publicModal">',
    );
    // The browser keeps the closed state in a session cookie beside its preferences.
    const closed = await request(app).get('/pointMall').set('Cookie', 'lang=EN; ANONYMOUS_POPUP=1');
    expect(asked[1]?.preferences).toEqual({ lang: 'EN', ANONYMOUS_POPUP: '1' });
    expect(closed.text).toContain('<div id="root"><main>page</main></div>');
    expect(closed.text).not.toContain('publicModal');
    expect(closed.headers.vary).toMatch(/Cookie/);
  });

  it('ignores preference cookies that are not a code or a name', async () => {
    await request(gateway(renderStatus).app).get('/').set('Cookie', 'lang=<script>; theme=a%22b');
    expect(asked[0]?.preferences).toEqual({});
  });

  it('moves a page’s platform call to the next mirror when one fails', async () => {
    second = await startFakeUpstream();
    upstream.behaviour.status = 502;
    const { app } = gateway(renderStatus, { UPSTREAM_URLS: `${upstream.url},${second.url}` });
    const res = await request(app).get('/help');
    expect(res.text).toContain('rendered /wps/system/status');
    expect(second.calls()).toHaveLength(1);
  });

  it('sends the plain shell when the platform is slower than FIRST_SCREEN_TIMEOUT_MS', async () => {
    upstream.behaviour.delayMs = 2_000;
    const { app, parts } = gateway(renderStatus);
    const res = await request(app).get('/help');
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-static-shell');
    expect(res.text).not.toContain('id="first-screen"');
    const metrics = await parts.metrics.registry.getSingleMetricAsString(
      'gateway_first_screen_seconds',
    );
    expect(metrics).toMatch(/gateway_first_screen_seconds_count\{outcome="timeout"\} 1/);
  });

  it('sends the plain shell past FIRST_SCREEN_CONCURRENCY pages being rendered at once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (arrived = resolve));
    const slow: RenderFirstScreen = async (req) => {
      arrived();
      await held;
      return renderStatus(req);
    };
    const { app, parts } = gateway(slow, { FIRST_SCREEN_CONCURRENCY: '1' });
    const first = request(app)
      .get('/help')
      .then((res) => res.text);
    // While the first page is being rendered, the second goes out as the plain shell at once.
    await rendering;
    const second = await request(app).get('/help');
    expect(second.text).toContain('data-static-shell');
    release();
    expect(await first).toContain('rendered /wps/system/status');
    const metrics = await parts.metrics.registry.getSingleMetricAsString(
      'gateway_first_screen_seconds',
    );
    expect(metrics).toMatch(/gateway_first_screen_seconds_count\{outcome="busy"\} 1/);
  });

  it('sends the plain shell for a page the renderer does not do', async () => {
    const res = await request(gateway(async () => null).app).get('/member');
    expect(res.text).toContain('data-static-shell');
  });

  it('sends the plain shell when the renderer fails, logging the path but not the query', async () => {
    const logs = new LogCapture();
    const failing: RenderFirstScreen = () => Promise.reject(new Error('render broke'));
    // (`?token=` would be a sign-in link, exchanged before any page is rendered.)
    const res = await request(gateway(failing, {}, logs).app).get('/?code=secret-code');
    expect(res.text).toContain('data-static-shell');
    expect(logs.text).toContain('render broke');
    expect(logs.text).not.toContain('secret-code');
  });

  it('leaves files and other methods to the static site', async () => {
    const { app } = gateway(renderStatus);
    const script = await request(app).get('/assets/boot.js');
    expect(script.text).toBe('void 0;');
    await request(app).head('/help');
    await request(app).post('/help');
    expect(asked).toHaveLength(0);
  });
});

describe('filling the page template', () => {
  it('refuses a template without the marks, so the plain page goes out', () => {
    const screen = { html: '<p>x</p>', htmlAttributes: {}, data: '{}' };
    expect(fillTemplate('<div id="root"></div>', screen)).toBeNull();
  });

  it('escapes the <html> attributes it is given', () => {
    const page = fillTemplate(TEMPLATE, {
      html: '<p>x</p>',
      htmlAttributes: { lang: 'en" onload="x', 'bad name': 'y' },
      data: '{}',
    });
    expect(page).toContain('<html lang="en&#34; onload=&#34;x">');
  });

  it('links the rendered screen’s own stylesheets in the head, and nothing that is not one', () => {
    const page = fillTemplate(TEMPLATE, { html: '<p>x</p>', htmlAttributes: {}, data: '{}' }, [
      '/assets/lobby-1a.css',
      'https://evil.example/x.css',
      '/assets/x.css"><script>',
      '/x.js',
    ]);
    const head = page?.slice(0, page.indexOf('</head>')) ?? '';
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/lobby-1a.css">');
    expect(page?.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('what a centre’s deep link needs beyond the bundle', () => {
  const BOOT =
    '<script type="module" async src="/assets/boot.js" data-entry="/assets/index.js" data-preload="/assets/framework.js"></script>';
  const page = TEMPLATE.replace(
    '<script type="module" async src="/assets/boot.js"></script>',
    BOOT,
  );
  const screen = { html: '<p>x</p>', htmlAttributes: {}, data: '{}' };

  it('is handed to the boot script, once each, and only the site’s own code and styles', () => {
    const filled = fillTemplate(
      page,
      screen,
      [],
      [
        '/assets/agent-1.js',
        '/assets/centre-2.js',
        '/assets/agent-1.js',
        '/assets/notices-3.css',
        'https://evil.example/x.js',
        '/assets/x.js" onload="y',
      ],
    );
    expect(filled).toContain(
      'data-preload="/assets/framework.js" data-screen="/assets/agent-1.js /assets/centre-2.js /assets/notices-3.css"',
    );
  });

  it('leaves the boot script as it was when nothing is needed', () => {
    expect(fillTemplate(page, screen, [], [])).toContain(`${BOOT.slice(0, -'></script>'.length)}>`);
    expect(fillTemplate(page, screen)).not.toContain('data-screen');
  });

  it('is read from the web build’s list, keeping only the site’s own asset paths', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-assets-'));
    fs.writeFileSync(
      path.join(dist, SCREEN_ASSETS_FILE),
      JSON.stringify({
        'agent-notices': ['/assets/notices-1.js', '/assets/a.css', '//evil.example/a.js'],
        agent: 3,
      }),
    );
    expect(await readScreenAssets(dist)).toEqual({
      'agent-notices': ['/assets/notices-1.js', '/assets/a.css'],
      agent: [],
    });
    expect(await readScreenAssets(path.join(dist, 'missing'))).toEqual({});
  });
});

describe('a feature screen’s stylesheets', () => {
  it('are read from the web build’s list, keeping only the site’s own stylesheet paths', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-styles-'));
    fs.writeFileSync(
      path.join(dist, SCREEN_STYLES_FILE),
      JSON.stringify({ lobby: ['/assets/lobby-1a.css', '//evil.example/a.css'], help: 'x' }),
    );
    expect(await readScreenStyles(dist)).toEqual({ lobby: ['/assets/lobby-1a.css'], help: [] });
    expect(await readScreenStyles(path.join(dist, 'missing'))).toEqual({});
  });
});

describe('loading the renderer', () => {
  it('has none when the file is not there or turned off', async () => {
    await expect(loadRenderer(path.join(webDist, 'missing.js'))).resolves.toBeUndefined();
    await expect(loadRenderer(undefined)).resolves.toBeUndefined();
  });

  it('refuses a file that does not export renderFirstScreen', async () => {
    const file = path.join(webDist, 'wrong.mjs');
    fs.writeFileSync(file, 'export const other = 1;');
    await expect(loadRenderer(file)).rejects.toThrow(/renderFirstScreen/);
  });

  it('loads the function a file exports', async () => {
    const file = path.join(webDist, 'right.mjs');
    fs.writeFileSync(file, 'export async function renderFirstScreen() { return null; }');
    const render = await loadRenderer(file);
    await expect(render?.({} as FirstScreenRequest)).resolves.toBeNull();
  });

  it('hands the renderer a DOM that parses markup and runs no script, to clean rich text in', async () => {
    const file = path.join(webDist, 'dom.mjs');
    fs.writeFileSync(
      file,
      [
        'export async function renderFirstScreen({ window }) {',
        '  const doc = new window.DOMParser().parseFromString(',
        '    "<p>hi</p><img src=x onerror=\\"globalThis.ran=1\\">", "text/html");',
        '  await new Promise((r) => setTimeout(r, 20));',
        '  return { html: doc.body.innerHTML, htmlAttributes: {}, data: String(globalThis.ran) };',
        '}',
      ].join('\n'),
    );
    const render = await loadRenderer(file);
    const screen = await render?.({} as FirstScreenRequest);
    expect(screen?.html).toContain('<p>hi</p>');
    expect(screen?.data).toBe('undefined');
  });
});
