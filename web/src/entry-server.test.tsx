// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderFirstScreen, type FirstScreenRequest } from './entry-server';

function statusValue(flags: Record<string, unknown> = {}) {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '198.51.100.7' },
    info: {
      whitelabel: [{ modId: 'COMM3', enabled: true, childrenNodes: [] }],
      resources: [],
      imageCDNs: ['https://img.example'],
      launchGameCDNs: [],
    },
    ...flags,
  };
}

const BANNER = {
  id: 1,
  groupName: 'w_home',
  title: 'Welcome bonus',
  url: '/art/banner-1.png',
  linkageType: 'NONE',
  linkage: '',
};

interface Platform {
  status?: () => unknown;
  notices?: unknown[];
  /** Paths the renderer asked for. */
  asked: string[];
}

function platformFetch(platform: Platform): typeof fetch {
  return async (input) => {
    const path = String(input);
    platform.asked.push(path);
    const envelope = (value: unknown) =>
      new Response(JSON.stringify({ success: true, message: '', value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    if (path.startsWith('/wps/system/status')) {
      const value = platform.status ? platform.status() : statusValue();
      return envelope(value);
    }
    if (path.includes('getListAnnouncements'))
      return envelope({ banners: [BANNER], player: platform.notices ?? [] });
    return new Response('not found', { status: 404 });
  };
}

function request(url: string, overrides: Partial<FirstScreenRequest> = {}, platform?: Platform) {
  return {
    url,
    deviceLanguages: ['en-US'],
    preferences: {},
    languages: { supported: ['CN', 'EN', 'KM'], fallback: 'EN' },
    merchantCode: 'PH01',
    fetch: platformFetch(platform ?? { asked: [] }),
    ...overrides,
  };
}

describe('rendering the first screen on the server', () => {
  it('renders a public page signed out, with the status it was rendered from', async () => {
    const platform: Platform = { asked: [] };
    const screen = await renderFirstScreen(request('/help', {}, platform));
    expect(screen?.html).toContain('Terms and conditions');
    expect(screen?.html).toContain('data-site-state="normal"');
    // Signed out: the sign-in buttons, not a member block.
    expect(screen?.html).toContain('>Log in</button>');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data).toMatchObject({
      language: 'EN',
      status: { state: 0, visitorIp: '198.51.100.7' },
      hosts: { imageCdn: 'https://img.example' },
    });
    expect(platform.asked.every((p) => p.startsWith('/wps/system/status'))).toBe(true);
  });

  it('renders the home page with its first banner, which the browser loads at once', async () => {
    const screen = await renderFirstScreen(request('/'));
    expect(screen?.html).toMatch(/<img[^>]+src="\/art\/banner-1\.png"[^>]+fetchpriority="high"/i);
    expect(JSON.parse(screen?.data ?? '{}').announcements.banners).toHaveLength(1);
  });

  it('renders the maintenance page when the platform says so', async () => {
    const platform: Platform = { asked: [], status: () => statusValue({ maintenance: true }) };
    const screen = await renderFirstScreen(request('/', {}, platform));
    expect(screen?.html).toContain('data-site-state="maintenance"');
    expect(screen?.html).not.toContain('data-site-state="normal"');
  });

  it('renders in the language and theme the player chose, the language before the browser’s', async () => {
    const km = await renderFirstScreen(
      request('/help', { preferences: { lang: 'KM', theme: 'light' } }),
    );
    expect(JSON.parse(km?.data ?? '{}')).toMatchObject({ language: 'KM', theme: 'light' });
    expect(km?.htmlAttributes).toEqual({ lang: 'km', 'data-theme': 'light' });
    const cn = await renderFirstScreen(request('/help', { preferences: { lang: 'CN' } }));
    // The platform's CN is no language tag; screen readers and fonts need zh-Hans.
    expect(cn?.htmlAttributes.lang).toBe('zh-Hans');
    const byDevice = await renderFirstScreen(request('/help', { deviceLanguages: ['zh-CN'] }));
    expect(JSON.parse(byDevice?.data ?? '{}').language).toBe('CN');
    expect(byDevice?.html).not.toContain('Terms and conditions');
  });

  it('leaves pages that need a session, and unknown ones, to the browser', async () => {
    for (const url of ['/member', '/favorite', '/lottery', '/agentHome', '/no-such-page'])
      expect(await renderFirstScreen(request(url))).toBeNull();
  });

  it('leaves the page to the browser when the platform does not answer', async () => {
    const platform: Platform = {
      asked: [],
      status: () => {
        throw new Error('down');
      },
    };
    const failing: typeof fetch = async (input, init) => {
      if (String(input).startsWith('/wps/system/status')) throw new TypeError('fetch failed');
      return platformFetch(platform)(input, init);
    };
    expect(await renderFirstScreen(request('/help', { fetch: failing }))).toBeNull();
  });

  it('keeps platform text from closing the data block', async () => {
    const notice = {
      id: 9,
      title: '</script><script>alert(1)</script>',
      content: '',
      timestamp: 1,
    };
    const platform: Platform = { asked: [], notices: [notice] };
    const screen = await renderFirstScreen(request('/', {}, platform));
    expect(screen?.data).not.toContain('</script>');
    expect(JSON.parse(screen?.data ?? '{}').announcements.notices[0].title).toBe(notice.title);
  });

  it('renders forms disabled until the browser has hydrated them', async () => {
    const screen = await renderFirstScreen(request('/agent'));
    expect(screen?.html).toMatch(/<fieldset class="form-fields" disabled/);
    expect(screen?.html).toContain('data-hydrating="true"');
  });
});
