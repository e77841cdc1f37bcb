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
  /**
   * The member whose session the gateway holds, answering the member's calls by path (the
   * platform's answer's value); unset, or a path missing: the platform refuses the session.
   */
  member?: Record<string, unknown>;
  /** Paths the renderer asked for. */
  asked: string[];
  /** Whether any call carried an `Authorization` of the renderer's own (the gateway adds it). */
  authorized?: boolean;
}

function platformFetch(platform: Platform): typeof fetch {
  return async (input, init) => {
    const path = String(input);
    platform.asked.push(path);
    if (new Headers(init?.headers).has('Authorization')) platform.authorized = true;
    const envelope = (value: unknown) =>
      new Response(JSON.stringify({ success: true, message: '', value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    const memberAnswer = platform.member?.[path.split('?')[0] ?? ''];
    if (memberAnswer !== undefined) return envelope(memberAnswer);
    if (platform.member !== undefined && /\/wps\/(member|v2|relay\/(EMFE|MCSFE)|agent)/.test(path))
      return new Response(
        JSON.stringify({ success: false, message: 'please_login_first', value: null }),
        { status: 401, headers: { 'Content-Type': 'application/json' } },
      );
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

  it('lists a member’s lobby as them, so the browser does not list it again', async () => {
    const platform: Platform = {
      asked: [],
      status: () => {
        const value = status();
        value.info.whitelabel.push({ modId: 'INBOX3', enabled: true, childrenNodes: [] });
        return value;
      },
      lobby,
      member: memberAnswers(),
    };
    const screen = await renderFirstScreen(request('/rng', signedIn(platform)));
    expect(screen?.html).toMatch(/class="member-block__account">player1</);
    expect(JSON.parse(screen?.data ?? '{}').lobby.page.signedIn).toBe(true);
    const visitor = await renderFirstScreen(request('/rng', {}, { asked: [], status, lobby }));
    expect(JSON.parse(visitor?.data ?? '{}').lobby.page.signedIn).toBeUndefined();
  });

  it('hands a visitor’s page the reads it was rendered from, and a member’s none', async () => {
    const platform: Platform = { asked: [], status, lobby };
    const visitor = JSON.parse((await renderFirstScreen(request('/rng', {}, platform)))!.data);
    // The browser asks for them again once its service worker holds the page.
    expect(visitor.reads).toEqual([...new Set(platform.asked)]);
    expect(visitor.reads).toContainEqual(expect.stringContaining('/wps/relay/GCSGAME_gameList?'));
    const member: Platform = { asked: [], status, lobby, member: memberAnswers() };
    const theirs = JSON.parse((await renderFirstScreen(request('/rng', signedIn(member))))!.data);
    expect(theirs.signedIn).toBe(true);
    expect(theirs.reads).toBeUndefined();
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

/** The status of a merchant with the inbox and the reward centre on (the header's counts). */
const memberStatus = () => {
  const value = statusValue();
  value.info.whitelabel.push(
    { modId: 'INBOX3', enabled: true, childrenNodes: [] },
    { modId: 'REWCEN3', enabled: true, childrenNodes: [] },
  );
  return value;
};

/** The member's own answers, by path: a VIP member with mail, a mission and rewards waiting. */
function memberAnswers(type = 0, account = 'player1'): Record<string, unknown> {
  return {
    '/wps/member/info': {
      id: '10001',
      account,
      nickname: 'Player One',
      type,
      countryCode: 'TH',
      hasVip: true,
      vipLevel: 3,
      vipLabelName: 'Gold',
      avatar: '',
    },
    '/wps/v2/wallets/balance': { balance: 1000, currencySymbol: '฿' },
    '/wps/relay/EMFE_getInboxUnreadCount': { count: 3 },
    '/wps/relay/MCSFE_getMissionSummaryDetails': { claimableCount: 1 },
    '/wps/relay/MCSFE_getClaimPromotion': { claimableCount: 2 },
    '/wps/member/info/icon': { url: '' },
    '/wps/relay/MCSFE_getDepositSettings': { allowDeposit: true, currency: 'THB', promotions: [] },
    '/wps/relay/MCSFE_getDepositMethods': {
      list: [
        {
          bankType: 'ONLINE',
          name: 'Online banking',
          channels: [
            { vendorId: 7, bankCode: 'KBANK', name: 'KBank', minAmount: 100, maxAmount: 50000 },
          ],
        },
      ],
    },
    '/wps/relay/MCSFE_getFixedAmounts': { fixedAmounts: [100, 500] },
    '/wps/agent/announcements': {
      list: [
        {
          id: '5',
          title: 'Commission day',
          content: '<p>Paid on the 5th.</p><img src="x" onerror="alert(1)">',
          publishedAt: '2025-03-01T02:00:00.000Z',
        },
      ],
    },
  };
}

const signedIn = (platform: Platform) => ({
  window,
  signedIn: true,
  fetch: platformFetch(platform),
});

describe('a member’s page, rendered for the member whose session the gateway holds', () => {
  it('renders the member centre with their header and their deposit page, asked as them', async () => {
    const platform: Platform = {
      asked: [],
      status: memberStatus,
      popups: [POPUP],
      member: memberAnswers(),
    };
    const screen = await renderFirstScreen(request('/member?page=depositv2', signedIn(platform)));
    const html = screen?.html ?? '';
    expect(html).toMatch(/<h1 id="member-title">Member centre<\/h1>/);
    expect(html).toContain('<h2 id="centre-section-title">Deposit</h2>');
    // Their header: name, VIP rank and everything waiting for them; the balance as the header
    // shows it, hidden until asked.
    expect(html).toMatch(/class="member-block__account">player1</);
    expect(html).toContain('Gold');
    expect(html).toMatch(/data-testid="waiting-badge">6</);
    expect(html).toContain('******');
    expect(html).not.toContain('1,000.00');
    expect(html).not.toContain('>Log in</button>');
    // Their section, with the cashier it shows first: the form, not the section's placeholder.
    expect(html).not.toContain('centre-section__placeholder');
    expect(html).toContain('Online banking');
    expect(html).toContain('>Amount<');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.signedIn).toBe(true);
    expect(data.member).toMatchObject({
      info: { account: 'player1', vipLabelName: 'Gold' },
      balance: 1000,
      unreadMessages: 3,
      claimableMissions: 1,
      claimableRewards: 2,
    });
    expect(data.feature.key).toBe('deposit');
    expect(data.feature.data.methods[0].bankType).toBe('ONLINE');
    // A member's popups are not the visitors': none asked for or rendered.
    expect(data.popups).toBeUndefined();
    expect(platform.asked.some((p) => /types=H/.test(p))).toBe(false);
    // The renderer never holds a token: the gateway's fetch adds the session's own.
    expect(platform.authorized).toBeUndefined();
    expect(screen?.feature).toBe('member');
    // Hydrating the section needs its code: the frame's and the section's come with the bundle.
    expect(screen?.preload).toEqual(['member', 'deposit']);
    // Painted styled: the section's stylesheets are linked with the page's.
    expect(screen?.inside).toEqual(['deposit']);
  });

  it('renders the agent centre with the agent’s account and notices, their text cleaned', async () => {
    const platform: Platform = {
      asked: [],
      status: memberStatus,
      member: memberAnswers(1, 'agent1'),
    };
    const screen = await renderFirstScreen(request('/agentHome', signedIn(platform)));
    const html = screen?.html ?? '';
    expect(html).toContain('<h1>Agent centre</h1>');
    expect(html).toMatch(/class="agent-centre__account">agent1</);
    expect(html).toContain('Commission day');
    expect(html).toContain('<p>Paid on the 5th.</p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('aria-busy');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.feature.key).toBe('agent-notices');
    expect(JSON.stringify(data.feature.data)).not.toContain('onerror');
    expect(screen?.preload).toEqual(['agent', 'agent-notices']);
    expect(screen?.inside).toEqual(['agent-notices']);
  });

  it('renders a public page with the member’s header', async () => {
    const platform: Platform = { asked: [], status: memberStatus, member: memberAnswers() };
    const screen = await renderFirstScreen(request('/help', signedIn(platform)));
    expect(screen?.html).toMatch(/class="member-block__account">player1</);
    expect(screen?.html).not.toContain('>Log in</button>');
    expect(JSON.parse(screen?.data ?? '{}')).toMatchObject({
      signedIn: true,
      member: { info: { account: 'player1' } },
    });
  });

  it('renders a member’s withdraw page with its summary, the operator’s note cleaned, and the form', async () => {
    const member = {
      ...memberAnswers(),
      '/wps/relay/MCSFE_getWithdrawSettings': {
        minimumAmount: 100,
        maximumAmount: 50000,
        eWalletMinAmount: 100,
        eWalletMaxAmount: 20000,
        dailyWithdrawMaxCount: 5,
        remainingWithdrawCount: 4,
        remainingWithdrawAmount: 800,
        mobileVerificationType: 'NONE',
        mobileVerificationWithdrawAmount: 0,
        withdrawPenaltyCharge: 0,
        withdrawDateFrom: '00:00',
        withdrawDateTo: '23:59',
        withdrawOpen: true,
        fixedAmountFlag: false,
        fixedWithdrawAmounts: [],
        precautionNote: '<p>Paid to your own account.</p><img src="x" onerror="alert(1)">',
        availBalance: 1000,
      },
      '/wps/relay/MCSFE_getTurnoverInfo': {
        requiredTurnover: 0,
        achievedTurnover: 0,
        remainingTurnover: 0,
      },
      '/wps/relay/MCSFE_getWithdrawAccountInfo': { list: [] },
      '/wps/v2/member/bankCards/bindConfig': { maxBankCards: 1, maxEWallets: 1 },
      '/wps/relay/MCSFE_getBanks': { list: [] },
      '/wps/relay/MCSFE_getWalletTypes': { list: [] },
      '/wps/member/hasWithdrawalPassword': true,
    };
    const platform: Platform = { asked: [], status: memberStatus, member };
    const screen = await renderFirstScreen(request('/member?page=withdraw', signedIn(platform)));
    const html = screen?.html ?? '';
    expect(html).toContain('<h2 id="centre-section-title">Withdraw</h2>');
    expect(html).not.toContain('centre-section__placeholder');
    expect(html).toContain('New withdrawal');
    expect(html).toContain('<p>Paid to your own account.</p>');
    expect(html).not.toContain('onerror');
    const data = JSON.parse(screen?.data ?? '{}');
    expect(data.feature.key).toBe('withdraw');
    expect(JSON.stringify(data.feature.data)).not.toContain('onerror');
  });

  it('shows a trial account the centre’s refusal, asking nothing in its name for the section', async () => {
    const platform: Platform = { asked: [], status: memberStatus, member: memberAnswers(4) };
    const screen = await renderFirstScreen(request('/member?page=depositv2', signedIn(platform)));
    expect(screen?.html).toContain('This needs a real account. Please register.');
    expect(platform.asked.some((p) => p.includes('Deposit'))).toBe(false);
  });

  it('renders the section’s placeholder when its own call does not answer', async () => {
    const member = memberAnswers();
    delete member['/wps/relay/MCSFE_getDepositMethods'];
    const platform: Platform = { asked: [], status: memberStatus, member };
    const screen = await renderFirstScreen(request('/member?page=depositv2', signedIn(platform)));
    expect(screen?.html).toMatch(/class="centre-section__placeholder" aria-busy="true"/);
    expect(JSON.parse(screen?.data ?? '{}').feature).toBeUndefined();
    expect(screen?.preload).toBeUndefined();
    expect(screen?.inside).toBeUndefined();
  });

  it('leaves the page to the browser when the member’s page cannot be theirs', async () => {
    // The platform refuses the session: never a visitor's page for someone signed in.
    const refused: Platform = { asked: [], status: memberStatus, member: {} };
    expect(await renderFirstScreen(request('/member', signedIn(refused)))).toBeNull();
    expect(await renderFirstScreen(request('/help', signedIn(refused)))).toBeNull();
    // Not an agent: the agent centre sends them to the agent login, in the browser.
    const player: Platform = { asked: [], status: memberStatus, member: memberAnswers(0) };
    expect(await renderFirstScreen(request('/agentHome', signedIn(player)))).toBeNull();
  });

  it('renders the maintenance page for a member as for anyone', async () => {
    const platform: Platform = {
      asked: [],
      status: () => statusValue({ maintenance: true }),
      member: {},
    };
    const screen = await renderFirstScreen(request('/help', signedIn(platform)));
    expect(screen?.html).toContain('data-site-state="maintenance"');
    expect(JSON.parse(screen?.data ?? '{}').signedIn).toBe(true);
  });

  it('leaves a centre to the browser for a visitor, who is sent to sign in', async () => {
    expect(await renderFirstScreen(request('/member?page=depositv2', { window }))).toBeNull();
    expect(await renderFirstScreen(request('/agentHome', { window }))).toBeNull();
  });

  it('says nothing of a member in a visitor’s page', async () => {
    const data = JSON.parse((await renderFirstScreen(request('/help')))?.data ?? '{}');
    expect(data.signedIn).toBeUndefined();
    expect(data.member).toBeUndefined();
  });
});
