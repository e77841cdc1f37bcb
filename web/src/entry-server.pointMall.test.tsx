// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './entry-server';

/** The platform as the server-side render sees it: a normal site, and nothing else answered. */
const platformFetch: typeof fetch = async (input) => {
  const path = String(input);
  if (!path.startsWith('/wps/system/status')) return new Response('not found', { status: 404 });
  return new Response(
    JSON.stringify({
      success: true,
      message: '',
      value: {
        maintenance: false,
        regionRestriction: false,
        location: { ip: '198.51.100.7' },
        info: {
          whitelabel: [{ modId: 'COMM3', enabled: true, childrenNodes: [] }],
          resources: [],
          imageCDNs: [],
          launchGameCDNs: [],
        },
      },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};

describe('the points mall on the server', () => {
  it('renders its frame and sections for a visitor, the catalogue left to the browser', async () => {
    const screen = await renderFirstScreen({
      url: '/pointMall?tab=rules',
      deviceLanguages: ['en-US'],
      preferences: {},
      languages: { supported: ['EN'], fallback: 'EN' },
      merchantCode: 'PH01',
      fetch: platformFetch,
    });
    expect(screen?.html).toContain('Points mall');
    expect(screen?.html).toContain('aria-current="page"');
    expect(screen?.html).toContain('Points never expire.');
  });
});
