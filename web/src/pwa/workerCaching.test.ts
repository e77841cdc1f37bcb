// @vitest-environment node
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicLobbyList, notWhileSignedIn, siteWideStatusOnly } from './workerCaching';

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
    expect(alone(isPublicLobbyList)({ request, url: new URL(request.url) })).toBe(true);
    const signedIn = { get: async () => ({ name: 'ph_signed_in', value: '1' }) };
    const list = json({ success: true, value: [] });
    expect(await alone(notWhileSignedIn, { cookieStore: signedIn })(update(list))).toBeNull();
  });
});

describe('what the service worker keeps of the lobby lists', () => {
  const lobby = 'https://site.test/wps/relay/GCSGAME_gameList?vassalage=PT';
  const match = (init: RequestInit, url = lobby) =>
    isPublicLobbyList({ request: new Request(url, init), url: new URL(url) });

  it('takes a visitor’s public list, never a call sent while signed in', () => {
    expect(match({})).toBe(true);
    expect(match({}, 'https://site.test/lgw/games/game_menus')).toBe(true);
    expect(match({ cache: 'no-store' })).toBe(false);
    expect(match({ method: 'POST' })).toBe(false);
    expect(match({}, 'https://site.test/wps/member/info')).toBe(false);
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
