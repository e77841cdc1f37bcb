import { createI18n } from '../i18n/i18n';
import { ALL_MESSAGES } from '../i18n/locales/all';
import { FakeTransport } from './fakeTransport';
import { MemoryStorage } from './memoryStorage';
import { RootStore, type RootStoreOptions } from './RootStore';

export const MEMBER_INFO = {
  id: '10001',
  account: 'player1',
  nickname: 'Lucky',
  type: 0,
  countryCode: 'KH',
  vipLevel: 2,
  vipLabelName: 'Silver',
  hasVip: true,
};

/**
 * A root store over a fake transport with its own storages; `signedIn` starts it signed in (the
 * gateway holds a session), `sessionChannel` joins it to other tabs (`FakeSessionTabs`).
 */
export function testRoot(options: { transport?: FakeTransport } & RootStoreOptions = {}) {
  const transport = options.transport ?? new FakeTransport();
  const local = options.local ?? new MemoryStorage();
  const session = options.session ?? new MemoryStorage();
  const root = new RootStore(transport, {
    i18n: options.i18n ?? createI18n('EN', ALL_MESSAGES),
    languages: options.languages,
    deviceLanguages: options.deviceLanguages ?? [],
    local,
    session,
    signedIn: options.signedIn ?? false,
    sessionChannel: options.sessionChannel,
  });
  return { root, transport, local, session };
}
