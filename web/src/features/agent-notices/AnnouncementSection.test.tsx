import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRoot } from '../../stores/testRoot';
import { renderOnServer, renderWithStores } from '../../testing/render';
import { createAnnouncementsStore } from './AnnouncementsStore';
import { loadedSanitiser } from '../../ui/sanitiser';
import { AnnouncementSection } from './AnnouncementSection';

afterEach(cleanup);

describe('AnnouncementSection', () => {
  it('fetches the sanitiser alongside the notices, not once they have arrived', async () => {
    const { root, transport } = testRoot({ signedIn: true });
    transport.on('agentAnnouncements', () => new Promise(() => undefined));
    expect(loadedSanitiser()).toBeNull();
    renderWithStores(<AnnouncementSection />, { root });
    // The notices have not answered, and the sanitiser is already here for their text.
    await waitFor(() => expect(loadedSanitiser()).not.toBeNull());
    expect(transport.calls.map((c) => c.name)).toEqual(['agentAnnouncements']);
  });

  it('hydrates the notices the gateway rendered, cleaned, without asking for them again', async () => {
    const notices = [
      {
        id: '5',
        title: 'Commission day',
        content: '<p>Paid on the 5th.</p>',
        publishedAt: '2026-03-01T02:00:00.000Z',
      },
    ];
    const server = testRoot({ signedIn: true }).root;
    server.features.offer('agent-notices', notices);
    const markup = renderOnServer(<AnnouncementSection />, { root: server });
    expect(markup).toContain('<p>Paid on the 5th.</p>');
    expect(markup).not.toContain('aria-busy');

    const { root, transport } = testRoot({ signedIn: true });
    root.features.offer('agent-notices', notices);
    const errors: unknown[] = [];
    renderWithStores(<AnnouncementSection />, {
      root,
      serverMarkup: markup,
      onRecoverableError: (error) => errors.push(error),
    });
    await waitFor(() => expect(document.body.textContent).toContain('Paid on the 5th.'));
    expect(errors).toEqual([]);
    expect(transport.calls).toHaveLength(0);
    // A reload is the platform's own text again, cleaned in the browser.
    transport.on('agentAnnouncements', { list: notices });
    await root.features.get(createAnnouncementsStore).load();
    expect(root.features.get(createAnnouncementsStore).cleaned).toBe(false);
  });
});
