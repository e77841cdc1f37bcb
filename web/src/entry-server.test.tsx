// @vitest-environment node
import { JSDOM } from 'jsdom';
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
  /** The visitors' announcement popups (type H, execution B). */
  popups?: unknown[];
  /** The help centre's categories (`/wps/system/helpCenter`); unset: the call fails. */
  help?: unknown[];
  /** The lobby's vendor lanes and games (`GCSGAME_*`); unset: the calls fail. */
  lobby?: { lanes: unknown[]; games: (query: URLSearchParams) => unknown[] };
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
    if (path.includes('getListAnnouncements') && /types=H\b/.test(path))
      return envelope({ popup: platform.popups ?? [] });
    if (path.includes('getListAnnouncements'))
      return envelope({ banners: [BANNER], player: platform.notices ?? [] });
    if (path.startsWith('/wps/system/helpCenter') && platform.help)
      return envelope({ categories: platform.help });
    if (path.startsWith('/wps/relay/GCSGAME_newGameVendor') && platform.lobby)
      return envelope({ data: { lanes: platform.lobby.lanes } });
    if (path.startsWith('/wps/relay/GCSGAME_gameList') && platform.lobby) {
      const games = platform.lobby.games(new URL(path, 'http://x').searchParams);
      return envelope({ games, total: games.length, totalPages: 1 });
    }
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
    for (const url of ['/favorite', '/lottery', '/vip', '/no-such-page'])
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

/** The gateway's DOM, which DOMPurify cleans the popups' rich text with. */
const window = new JSDOM('').window as unknown as FirstScreenRequest['window'];

const POPUP = {
  id: 201,
  title: 'Welcome, visitor',
  content: '<p>Trial games are free.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  promotionType: 'GENERAL',
  execution: 'B',
};

describe('the visitors’ announcement popup in the first screen', () => {
  it('is asked for with the page’s other calls and rendered, its text cleaned, into any page', async () => {
    const platform: Platform = { asked: [], popups: [POPUP] };
    const screen = await renderFirstScreen(request('/pointMall', { window }, platform));
    expect(platform.asked.some((p) => /getListAnnouncements.*types=H/.test(p))).toBe(true);
    const html = screen?.html ?? '';
    // In a Suspense boundary of its own, rendered (not left for the browser): the page hydrates
    // without the popup's code and the popup keeps this markup until its code is here.
    expect(html).toMatch(/<!--\$--><div class="modal-backdrop" data-modal="publicModal">/);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Welcome, visitor');
    // Painted from the HTML: the cleaned text itself, not a placeholder waiting for DOMPurify.
    expect(html).toContain('<p>Trial games are free.</p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('aria-busy');
    // The browser hydrates from the same cleaned popups, without asking again.
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.popups).toHaveLength(1);
    expect(data.popups[0].content).toBe('<p>Trial games are free.</p><img src="x">');
  });

  it('is left out once closed this session (or a member is signed in), and on sign-in pages', async () => {
    for (const [url, preferences] of [
      ['/pointMall', { ANONYMOUS_POPUP: '1' }],
      ['/login', {}],
      ['/help?token=abc', {}],
    ] as const) {
      const platform: Platform = { asked: [], popups: [POPUP] };
      const screen = await renderFirstScreen(request(url, { window, preferences }, platform));
      expect(screen?.html).not.toContain('data-modal="publicModal"');
      expect(JSON.parse(screen?.data ?? '{}').popups).toBeUndefined();
      expect(platform.asked.some((p) => /types=H/.test(p))).toBe(false);
    }
  });

  it('tells the browser there is none to show, so it does not ask again', async () => {
    const screen = await renderFirstScreen(request('/help', { window }, { asked: [], popups: [] }));
    expect(screen?.html).not.toContain('data-modal="publicModal"');
    expect(JSON.parse(screen?.data ?? '{}').popups).toEqual([]);
  });

  it('is left to the browser without a DOM to clean its text with', async () => {
    const platform: Platform = { asked: [], popups: [POPUP] };
    const screen = await renderFirstScreen(request('/help', {}, platform));
    expect(screen?.html).not.toContain('data-modal="publicModal"');
    expect(JSON.parse(screen?.data ?? '{}').popups).toBeUndefined();
  });
});

describe('the help centre in the first screen', () => {
  const HELP = [
    {
      code: 'DEPOSIT',
      title: 'Deposits',
      articles: [
        {
          id: '7',
          title: 'How long does a deposit take?',
          content: '<p>Usually minutes.</p><img src="x" onerror="window.__pwned = 1">',
        },
      ],
    },
  ];

  it('renders the topics and articles, their text cleaned, and hands them over with the page', async () => {
    const platform: Platform = { asked: [], popups: [], help: HELP };
    const screen = await renderFirstScreen(request('/help', { window }, platform));
    expect(screen?.html).toContain('How long does a deposit take?');
    expect(screen?.html).toContain('Usually minutes.');
    expect(screen?.html).not.toContain('onerror');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.feature.key).toBe('help');
    expect(JSON.stringify(data.feature.data)).not.toContain('onerror');
  });

  it('still renders the page, without topics, when the help centre does not answer', async () => {
    const platform: Platform = { asked: [], popups: [] };
    const screen = await renderFirstScreen(request('/help', { window }, platform));
    expect(screen?.html).toContain('id="responsible"');
    expect(screen?.html).not.toContain('How long does a deposit take?');
    expect(JSON.parse(screen?.data ?? '{}').feature).toBeUndefined();
  });
});

describe('a category lobby in the first screen', () => {
  /** The lobby's list is module GAMELO3: the status must have it on. */
  const status = () => {
    const value = statusValue();
    value.info.whitelabel.push({ modId: 'GAMELO3', enabled: true, childrenNodes: [] });
    return value;
  };
  const lobby = {
    lanes: [
      {
        gameCategory: 'RNG',
        cards: [
          { vassalage: 'PG', displayName: 'PG Soft' },
          { vassalage: 'JILI', displayName: 'JILI Games' },
        ],
      },
      { gameCategory: 'LIVE', cards: [] },
    ],
    games: (query: URLSearchParams) => {
      const vendor = query.get('vassalage') ?? 'PG';
      return [1, 2, 3, 4, 5, 6, 7].map((n) => ({
        nodeId: n,
        displayName: `${vendor} game ${n}`,
        iconUrl: `/art/games/${vendor}-${n}.svg`,
        vassalage: vendor,
        gameType: query.get('gameType'),
      }));
    },
  };

  it('renders the vendors and the first page, the first row’s pictures fetched at once', async () => {
    const platform: Platform = { asked: [], status, lobby };
    const screen = await renderFirstScreen(request('/rng', {}, platform));
    const html = screen?.html ?? '';
    expect(html).toContain('>PG Soft</button>');
    expect(html).toMatch(
      /<img[^>]+src="https:\/\/img\.example\/art\/games\/PG-1\.svg"[^>]+fetchpriority="high"/i,
    );
    expect(html).toMatch(/<img[^>]+src="[^"]+PG-7\.svg"[^>]+loading="lazy"/);
    // A category without vendors leaves the top navigation, on the server as in the browser.
    const topNav = /<ul class="layout__topnav">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(topNav).toContain('href="/rng"');
    expect(topNav).not.toContain('href="/live"');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.lobby.page).toMatchObject({ category: 'RNG', vendor: '', language: 'EN' });
    expect(data.lobby.page.games).toHaveLength(7);
    expect(data.lobby.lanes[0].vendors[1].name).toBe('JILI Games');
    expect(screen?.feature).toBe('lobby');
  });

  it('lists the vendor the address names', async () => {
    const platform: Platform = { asked: [], status, lobby };
    const screen = await renderFirstScreen(request('/rng?vendor=JILI', {}, platform));
    expect(platform.asked.find((p) => p.includes('GCSGAME_gameList'))).toContain('vassalage=JILI');
    expect(screen?.html).toContain('JILI game 1');
    expect(screen?.html).toMatch(/aria-pressed="true"[^>]*>JILI Games</);
  });

  it('still renders the lobby, with placeholders, when its lists do not answer', async () => {
    const screen = await renderFirstScreen(request('/live'));
    expect(screen?.html).toContain('skeleton-card');
    expect(JSON.parse(screen?.data ?? '{}').lobby).toBeUndefined();
  });
});

describe('a centre’s frame, rendered for any member', () => {
  it('renders the member centre’s title, menu and section heading, with nothing personal', async () => {
    const platform: Platform = { asked: [], popups: [POPUP] };
    const screen = await renderFirstScreen(request('/member?page=depositv2', { window }, platform));
    expect(screen?.html).toMatch(/<h1 id="member-title">Member centre<\/h1>/);
    expect(screen?.html).toContain('<h2 id="centre-section-title">Deposit</h2>');
    expect(screen?.html).toContain('href="/member?page=withdraw"');
    // The section's place, heard as loading until the browser starts it.
    expect(screen?.html).toMatch(/class="centre-section__placeholder" aria-busy="true"/);
    // A member's header without their figures: no sign-in buttons, the balance masked, no account.
    expect(screen?.html).toContain('data-testid="member-block"');
    expect(screen?.html).not.toContain('>Log in</button>');
    expect(screen?.html).toContain('******');
    expect(screen?.html).not.toContain('player1');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.signedIn).toBe(true);
    expect(data.popups).toBeUndefined();
    expect(screen?.feature).toBe('member');
    // Only the public status was asked for, as nobody: no member's call, no visitors' popup.
    expect(platform.asked.every((p) => p.startsWith('/wps/system/status'))).toBe(true);
  });

  it('renders the agent centre’s frame with the account’s place held', async () => {
    const screen = await renderFirstScreen(request('/agentHome', { window }));
    expect(screen?.html).toContain('<h1>Agent centre</h1>');
    expect(screen?.html).toContain('class="agent-centre__account skeleton"');
    expect(screen?.html).toContain('<h2 id="centre-section-title">Announcements</h2>');
    expect(JSON.parse(screen?.data ?? '{}').signedIn).toBe(true);
    expect(screen?.feature).toBe('agent');
  });

  it('names the code a centre’s deep link needs with the bundle when its section starts at once', async () => {
    // The agent's notices start their call at start-up: their code and the frame's come first.
    expect((await renderFirstScreen(request('/agentHome')))?.preload).toEqual([
      'agent',
      'agent-notices',
    ]);
    // Other sections' code comes with the bundle's own requests, as before.
    expect((await renderFirstScreen(request('/agentHome?page=agentDailyWages2')))?.preload).toBe(
      undefined,
    );
    expect((await renderFirstScreen(request('/member?page=depositv2')))?.preload).toBeUndefined();
    expect((await renderFirstScreen(request('/help')))?.preload).toBeUndefined();
  });

  it('leaves a sign-in link (`?token=`) to the browser, which takes the token out first', async () => {
    expect(await renderFirstScreen(request('/member?token=abc&page=depositv2'))).toBeNull();
    expect(await renderFirstScreen(request('/agentHome?token=abc'))).toBeNull();
  });

  it('says nothing of the page in public screens’ data', async () => {
    const screen = await renderFirstScreen(request('/help'));
    expect(JSON.parse(screen?.data ?? '{}').signedIn).toBeUndefined();
  });
});
