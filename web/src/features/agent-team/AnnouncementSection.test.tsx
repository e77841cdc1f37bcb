import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProvider } from '../../stores/StoreContext';
import { testRoot } from '../../stores/testRoot';
import { loadedSanitiser } from '../../ui/sanitiser';
import { AnnouncementSection } from './AnnouncementSection';

afterEach(cleanup);

describe('AnnouncementSection', () => {
  it('fetches the sanitiser alongside the notices, not once they have arrived', async () => {
    const { root, transport } = testRoot({ token: 'T1' });
    transport.on('agentAnnouncements', () => new Promise(() => undefined));
    expect(loadedSanitiser()).toBeNull();
    render(
      <StoreProvider store={root}>
        <I18nextProvider i18n={root.i18n}>
          <AnnouncementSection />
        </I18nextProvider>
      </StoreProvider>,
    );
    // The notices have not answered, and the sanitiser is already here for their text.
    await waitFor(() => expect(loadedSanitiser()).not.toBeNull());
    expect(transport.calls.map((c) => c.name)).toEqual(['agentAnnouncements']);
  });
});
