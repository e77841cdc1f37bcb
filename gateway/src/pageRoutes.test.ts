import fs from 'node:fs';
import request from 'supertest';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { PAGE_ROUTES_FILE, readPageRoutes } from './pageRoutes.js';
import { makeWebDist } from './test-support/webDist.js';

function withRoutes(): string {
  const dir = makeWebDist();
  fs.writeFileSync(
    path.join(dir, PAGE_ROUTES_FILE),
    JSON.stringify({ paths: ['/', '/promotions', '/vnLottery'], caseSensitive: ['/vnLottery'] }),
  );
  return dir;
}

describe('the site’s pages and unknown paths', () => {
  it('knows a page in any case and with a trailing slash, the lottery only as spelt', () => {
    const isPage = readPageRoutes(withRoutes());
    expect(isPage('/')).toBe(true);
    expect(isPage('/Promotions/')).toBe(true);
    expect(isPage('/vnLottery')).toBe(true);
    expect(isPage('/vnlottery')).toBe(false);
    expect(isPage('/no-such-page')).toBe(false);
  });

  it('answers an unknown path with HTTP 404 and the same shell, a page with 200', async () => {
    const app = createApp(
      loadConfig({ UPSTREAM_URLS: 'http://127.0.0.1:1', WEB_DIST: withRoutes() }),
    );
    const missing = await request(app).get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Playhouse</title>');
    const page = await request(app).get('/promotions?tab=2');
    expect(page.status).toBe(200);
  });

  it('treats every path as a page when the build gave no list', () => {
    expect(readPageRoutes(makeWebDist())('/anything')).toBe(true);
  });
});
