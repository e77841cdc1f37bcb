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

/** A root store over a fake transport with its own storages; signed in when a token is given. */
export function testRoot(
  options: { token?: string; transport?: FakeTransport } & RootStoreOptions = {},
) {
  const transport = options.transport ?? new FakeTransport();
  const local = options.local ?? new MemoryStorage();
  const session = options.session ?? new MemoryStorage();
  if (options.token) session.setItem('token', options.token);
  const root = new RootStore(transport, {
    i18n: options.i18n ?? createI18n('EN', ALL_MESSAGES),
    languages: options.languages,
    deviceLanguages: options.deviceLanguages ?? [],
    local,
    session,
  });
  return { root, transport, local, session };
}
