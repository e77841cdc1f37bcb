// @vitest-environment node
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isBuiltCode,
  isPicture,
  isPublicRead,
  notWhileSignedIn,
  siteWideStatusOnly,
  stampOfflineCopy,
} from './workerCaching';

afterEach(() => vi.unstubAllGlobals());

const STATUS = {
  success: true,
  message: '',
  value: {
    maintenance: false,
    maintenanceEndTime: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    info: {
      customerService: [{ csType: 'LIVE', title: 'Chat', path: 'enc' }],
      domainRoute: { domainList: [{ domainName: 'm1.example' }] },
      resources: [],
      whitelabel: [{ modId: 'COMM3', enabled: true }],
      register: { acceptedPattern: { mobileNum: '^\\d+$' }, memberNote: 'x' },
      mainDomain: 'example',
      analytics: { visitor: 'v-123' },
      imageCDNs: ['img.example'],
      launchGameCDNs: ['play.example'],
    },
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const update = (response: Response, url = 'https://site.test/wps/system/status') => ({
  request: new Request(url),
  response,
});

describe('what the service worker keeps of the site status', () => {
  it('keeps what an offline start reads, and not the visitor’s IP address', async () => {
    const kept = await siteWideStatusOnly(update(json(STATUS)));
    const text = await kept!.text();
    expect(text).not.toContain('203.0.113.7');
    expect(text).not.toContain('v-123');
    const body = JSON.parse(text);
    expect(body.value.location).toBeUndefined();
    expect(body.value.info.whitelabel).toEqual(STATUS.value.info.whitelabel);
    expect(body.value.info.register).toEqual({ acceptedPattern: { mobileNum: '^\\d+$' } });
    expect(body.value.maintenance).toBe(false);
  });

  it('keeps no failure and nothing that is not the platform’s envelope', async () => {
    expect(await siteWideStatusOnly(update(json(STATUS, 500)))).toBeNull();
    expect(await siteWideStatusOnly(update(json({ success: false, value: null })))).toBeNull();
    expect(await siteWideStatusOnly(update(new Response('<html>')))).toBeNull();
  });

  it('works from its own source alone, as workbox-build copies it into the worker', async () => {
    // A fresh context has none of this module's names: a function using any would throw here.
    const alone = <T>(fn: T, globals: object = {}): T =>
      vm.runInNewContext(`(${String(fn)})`, { Response, ...globals }) as T;
    const kept = await alone(siteWideStatusOnly)(update(json(STATUS)));
    expect(await kept!.text()).not.toContain('203.0.113.7');
    const request = new Request('https://site.test/lgw/games/game_menus');
    expect(alone(isPublicRead)({ request, url: new URL(request.url) })).toBe(true);
    const signedIn = { get: async () => ({ name: 'ph_signed_in', value: '1' }) };
    const list = json({ success: true, value: [] });
    expect(await alone(notWhileSignedIn, { cookieStore: signedIn })(update(list))).toBeNull();
    const stamped = await alone(stampOfflineCopy, { Headers, Date })(update(json({})));
    expect(stamped!.headers.get('X-Offline-Copy')).toMatch(/^\d+$/);
    const picture = new Request('https://site.test/a.svg', { headers: { Accept: 'image/*' } });
    expect(alone(isPicture)({ request: picture, url: new URL(picture.url) })).toBe(true);
    const code = new URL('https://site.test/assets/member-Ab12.js');
    expect(alone(isBuiltCode)({ url: code, sameOrigin: true })).toBe(true);
  });
});

describe('what the service worker keeps of the lobby lists', () => {
  const lobby = 'https://site.test/wps/relay/GCSGAME_gameList?vassalage=PT';
  const match = (init: RequestInit, url = lobby) =>
    isPublicRead({ request: new Request(url, init), url: new URL(url) });

  it('takes a visitor’s public list, never a call sent while signed in', () => {
    expect(match({})).toBe(true);
    expect(match({}, 'https://site.test/lgw/games/game_menus')).toBe(true);
    expect(match({ cache: 'no-store' })).toBe(false);
    expect(match({ method: 'POST' })).toBe(false);
    expect(match({}, 'https://site.test/wps/member/info')).toBe(false);
  });

  it('takes the home page’s and the help centre’s public reads, and no other call', () => {
    for (const path of [
      '/wps/relay/GCSGAME_hotGamesV2?language=EN',
      '/wps/relay/GCSGAME_newGameVendor?flush=true',
      '/wps/relay/VIS_getJackpot',
      '/wps/relay/ODSFE2_getWinnerBoard?limitNum=50',
      '/wps/relay/MCSFE_getListAnnouncements?types=B',
      '/wps/system/helpCenter?lang=EN',
    ])
      expect(match({}, `https://site.test${path}`), path).toBe(true);
    for (const path of [
      '/wps/relay/GCSGAME_getGameMatchV2?gameName=Lucky&pageNo=1',
      '/wps/relay/MCSFE_getFavoriteGames',
      '/wps/relay/MCSFE_getListAnnouncementsV2',
      '/wps/system/status',
      '/wps/member/balance',
      '/wps/relay/GCS_recentGame',
    ])
      expect(match({}, `https://site.test${path}`), path).toBe(false);
    expect(match({ cache: 'no-store' }, 'https://site.test/wps/system/helpCenter')).toBe(false);
  });

  it('keeps an answer only while the gateway’s signed-in mark is absent', async () => {
    const response = json({ success: true, value: [] });
    expect(await notWhileSignedIn(update(response, lobby))).toBe(response);
    vi.stubGlobal('cookieStore', { get: async () => null });
    expect(await notWhileSignedIn(update(response, lobby))).toBe(response);
    vi.stubGlobal('cookieStore', {
      get: async (name: string) => (name === 'ph_signed_in' ? { name, value: '1' } : null),
    });
    expect(await notWhileSignedIn(update(response, lobby))).toBeNull();
    expect(await notWhileSignedIn(update(json({}, 500), lobby))).toBeNull();
  });
});

describe('the offline copy', () => {
  it('is stamped with when it was stored, the answer itself unchanged', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    try {
      const stamped = await stampOfflineCopy(update(json({ success: true, value: [1] })));
      expect(stamped!.headers.get('X-Offline-Copy')).toBe(
        String(Date.parse('2026-11-28T10:00:00Z')),
      );
      expect(stamped!.headers.get('Content-Type')).toBe('application/json');
      expect(await stamped!.json()).toEqual({ success: true, value: [1] });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the service worker keeps of pictures and code', () => {
  const picture = (url: string, init: RequestInit = {}) =>
    isPicture({ request: new Request(url, init), url: new URL(url) });

  it('keeps the site’s pictures, asked for again by the page too, never a member’s', () => {
    expect(picture('https://site.test/art/1.svg', { headers: { Accept: 'image/avif,*/*' } })).toBe(
      true,
    );
    expect(picture('https://site.test/wps/relay/GCSGAME_gameList')).toBe(false);
    expect(picture('https://site.test/wps/member/avatar', { headers: { Accept: 'image/*' } })).toBe(
      false,
    );
  });

  it('keeps the site’s own built code, not another origin’s', () => {
    const code = (path: string, sameOrigin = true) =>
      isBuiltCode({ url: new URL(`https://site.test${path}`), sameOrigin });
    expect(code('/assets/agent-team-BfCEfTGv.js')).toBe(true);
    expect(code('/assets/agent-team-BxqN62yE.css')).toBe(true);
    expect(code('/assets/agent-team-BfCEfTGv.js', false)).toBe(false);
    expect(code('/assets/agent-team-BfCEfTGv.js.map')).toBe(false);
    expect(code('/wps/relay/GCSGAME_gameList')).toBe(false);
  });
});
