import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testRoot } from '../../stores/testRoot';
import { renderWithStores } from '../../testing/render';
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
});
