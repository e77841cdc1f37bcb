import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '../../testing/render';
import { prefetchScreenData } from '../AppRoutes';
import { MemoryStorage } from '../../stores/memoryStorage';
import { testRoot } from '../../stores/testRoot';
import { AnnouncementSection } from '../../features/agent-notices';

afterEach(cleanup);

const NOTICE = {
  id: '7',
  title: 'Commission day moves',
  content: '<p>Paid on the 2nd.</p>',
  publishedAt: '2026-11-20T03:00:00Z',
};

/** A tab reloaded on `/agentHome` whose session's last member info gave this account type. */
function reloadedTab(type: number | null) {
  const session = new MemoryStorage();
  if (type !== null) session.setItem('accountType', String(type));
  const made = testRoot({ signedIn: true, session });
  made.transport.on('agentAnnouncements', { list: [NOTICE] });
  return made;
}

const callsTo = (calls: { name: string }[], name: string) =>
  calls.filter((c) => c.name === name).length;

describe("an agent centre deep link's first call", () => {
  it('leaves at start-up for a tab that was an agent’s, and the screen then shows that answer', async () => {
    const { root, transport } = reloadedTab(1);
    await prefetchScreenData('/agentHome', '', root);
    expect(callsTo(transport.calls, 'agentAnnouncements')).toBe(1);
    // Nobody has asked for the member info yet: the notices did not wait for it.
    expect(callsTo(transport.calls, 'mbInfo')).toBe(0);

    renderWithStores(<AnnouncementSection />, { root });
    expect(await screen.findByRole('heading', { name: NOTICE.title })).toBeTruthy();
    expect(callsTo(transport.calls, 'agentAnnouncements')).toBe(1);
  });

  it('waits for the member info where the tab’s account was a member’s or is not known', async () => {
    for (const type of [0, 4, null]) {
      const { root, transport } = reloadedTab(type);
      await prefetchScreenData('/agentHome', '', root);
      expect(callsTo(transport.calls, 'agentAnnouncements')).toBe(0);
    }
  });

  it('starts nothing for a section whose screen names no first call', async () => {
    const { root, transport } = reloadedTab(1);
    await prefetchScreenData('/agentHome', '?page=agentTeamOverview', root);
    expect(transport.calls).toEqual([]);
  });
});
