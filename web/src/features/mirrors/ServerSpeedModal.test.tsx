import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { ALL_MESSAGES } from '../../i18n/locales/all';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemoryStorage } from '../../stores/memoryStorage';
import { RootStore } from '../../stores/RootStore';
import { renderWithStores } from '../../testing/render';
import { ServerSpeedModal } from './ServerSpeedModal';

describe('ServerSpeedModal', () => {
  it('measures each line when opened, shows a translated error for a dead line, and re-tests', async () => {
    let t = 0;
    let platformUp = false;
    const transport = new FakeTransport().on('permission', () => {
      if (!platformUp) throw new Error('offline');
      t += 95;
      return { maintenance: false, regionRestriction: false, info: {} };
    });
    const i18n = createI18n('EN', ALL_MESSAGES);
    const store = new RootStore(transport, {
      i18n,
      local: new MemoryStorage(),
      session: new MemoryStorage(),
      deviceLanguages: [],
      now: () => t,
      siteProbe: async () => {
        t += 35;
      },
    });
    store.ui.openModal('serverSpeed');
    renderWithStores(<ServerSpeedModal />, { root: store });

    const lines = screen.getByRole('list', { name: 'Server speed' });
    expect(await within(lines).findByText('35 ms · fast')).toBeTruthy();
    expect(
      await within(lines).findByText(
        'Could not reach this line. Check your connection and test again.',
      ),
    ).toBeTruthy();

    platformUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Test again' }));
    expect(await within(lines).findByText('95 ms · normal')).toBeTruthy();
  });
});
