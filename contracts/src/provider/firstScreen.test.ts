import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp as createGateway, defaultParts } from '../../../gateway/src/app.js';
import { loadConfig } from '../../../gateway/src/config.js';
import type { RenderFirstScreen } from '../../../gateway/src/firstScreen/renderer.js';
import { createApp as createMocks } from '../../../mocks/src/index.js';
import { renderFirstScreen } from '../../../web/src/entry-server';
import { MERCHANT } from '../names';
import { listen } from './listen';

/**
 * The gateway and the web's first-screen renderer agree: the renderer is what the gateway calls
 * (a type error here otherwise), and over the stand-in, through the gateway's own platform calls
 * and the real page template, pages arrive rendered.
 */
const render: RenderFirstScreen = renderFirstScreen;

let gateway: ReturnType<typeof createGateway>;
/** A token the stand-in issued to player1, which a sign-in link hands the gateway. */
const PLAYER_TOKEN = 'first-screen-player1-token';

beforeAll(async () => {
  const standIn = createMocks();
  const player = standIn.store.accounts.byAccount('player1');
  if (!player) throw new Error('the stand-in has no player1');
  standIn.store.sessions.createWithToken(player.id, PLAYER_TOKEN);
  const mocks = await listen(standIn.app);
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-first-screen-'));
  fs.copyFileSync(
    path.join(import.meta.dirname, '../../../web/index.html'),
    path.join(webDist, 'index.html'),
  );
  const config = loadConfig({
    UPSTREAM_URLS: mocks.url,
    MERCHANT_CODE: MERCHANT,
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
    // What is under test is that the two agree, not how fast: on a loaded machine the first render
    // of a language (its messages compiled on demand here) can pass the production budget of 1 s,
    // and the page would fall back to the plain shell.
    FIRST_SCREEN_TIMEOUT_MS: '30000',
  });
  // As loadRenderer does: one jsdom window, in which the renderer cleans the popups' rich text.
  const { window } = new JSDOM('');
  gateway = createGateway(config, {
    ...defaultParts(config),
    renderFirstScreen: (req) => render({ window, ...req }),
  });
  return () => mocks.close();
});

describe('first screen: gateway and web renderer over the stand-in', () => {
  it('renders the home page with the stand-in’s first banner and hands over its data', async () => {
    const res = await request(gateway).get('/').set('Accept-Language', 'en-US');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<img[^>]+class="home-banners__image"[^>]+fetchpriority="high"/i);
    const data = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(
      res.text,
    )?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({ language: 'EN', status: { state: 0 } });
    expect(res.text).not.toContain('data-static-shell');
  });

  it('renders a page in the language the player chose', async () => {
    const res = await request(gateway).get('/help').set('Cookie', 'lang=CN');
    expect(res.text).toContain('<html lang="zh-Hans" data-theme="dark">');
    expect(res.text).toContain('"language":"CN"');
  });

  it('renders a lobby with the stand-in’s vendors and first page of games, handed over with it', async () => {
    const res = await request(gateway).get('/rng?vendor=AE').set('Accept-Language', 'en-US');
    expect(res.text).toMatch(/<button[^>]+aria-pressed="true"[^>]*>AE Gaming<\/button>/);
    expect(res.text).toMatch(/<img class="game-card__art" src="[^"]+"[^>]+fetchpriority="high"/i);
    const data = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(
      res.text,
    )?.[1];
    const { lobby } = JSON.parse(data ?? '{}');
    expect(lobby.page).toMatchObject({ category: 'RNG', vendor: 'AE', language: 'EN' });
    expect(lobby.page.games.length).toBeGreaterThan(0);
    expect(lobby.page.games.every((g: { vassalage: string }) => g.vassalage === 'AE')).toBe(true);
    expect(lobby.lanes.length).toBeGreaterThan(1);
  });

  it('sends the plain shell for a page that needs a session', async () => {
    const res = await request(gateway).get('/favorite');
    expect(res.text).toContain('data-static-shell');
  });

  it('renders a member’s centre for them, and sends a visitor’s as the plain shell', async () => {
    const visitor = await request(gateway).get('/member?page=depositv2');
    expect(visitor.text).toContain('data-static-shell');

    const link = await request(gateway).get(`/?token=${PLAYER_TOKEN}`).redirects(0);
    const cookie = ([] as string[])
      .concat(link.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('ph_session='))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const res = await request(gateway)
      .get('/member?page=depositv2')
      .set('Accept-Language', 'en')
      .set('Cookie', cookie ?? '');
    expect(res.text).not.toContain('data-static-shell');
    expect(res.text).toContain('<h1 id="member-title">Member centre</h1>');
    expect(res.text).toContain('"signedIn":true');
    // The member's own page: no cache keeps it, and the token it was asked with is not in it.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).not.toContain(PLAYER_TOKEN);
  });

  it('renders a first visit’s announcement popup into the page, and not once it was closed', async () => {
    const first = await request(gateway).get('/pointMall').set('Accept-Language', 'en-US');
    expect(first.text).toContain('data-modal="publicModal"');
    expect(first.text).toContain('Welcome, visitor');
    expect(first.text).toContain(
      '<p>Create an account to play for real. Trial games are free.</p>',
    );
    const closed = await request(gateway)
      .get('/pointMall')
      .set('Accept-Language', 'en-US')
      .set('Cookie', 'ANONYMOUS_POPUP=1');
    expect(closed.text).toContain('data-site-state="normal"');
    expect(closed.text).not.toContain('data-modal="publicModal"');
  });
});
