import { describe, expect, it } from 'vitest';
import { ProfileApi } from '../../api/client/profile';
import { ApiError } from '../../api/errors';
import { FakeTransport } from '../../stores/fakeTransport';
import { ProfileStore } from './ProfileStore';

const PROFILE = {
  account: 'player1',
  nickname: 'Lucky',
  realName: '',
  mobile: '81****678',
  email: '',
  occupation: 'Chef',
};

function setup() {
  const transport = new FakeTransport().on('getPlayerInfo', PROFILE);
  const store = new ProfileStore(new ProfileApi(transport));
  return { store, transport };
}

describe('ProfileStore', () => {
  it('loads the profile, or keeps the failure for a retry', async () => {
    const { store } = setup();
    await store.load();
    expect(store.profile.value?.details.occupation).toBe('Chef');
    const broken = new ProfileStore(new ProfileApi(new FakeTransport()));
    await broken.load();
    expect(broken.profile.errorKey).toBe('network_error');
  });

  it('sends only the fields that changed', async () => {
    const { store, transport } = setup();
    transport.on('setPersonalInfo', null);
    await store.load();
    const edited = { ...store.profile.value!.details, line: ' lucky ', occupation: 'Chef' };
    expect(await store.saveDetails(edited)).toBe(true);
    expect(transport.calls.find((c) => c.name === 'setPersonalInfo')?.payload).toEqual({
      line: 'lucky',
    });
    expect(store.forms.details.done).toBe(true);
  });

  it('refuses a malformed birthday without sending it', async () => {
    const { store, transport } = setup();
    await store.load();
    await store.saveDetails({ ...store.profile.value!.details, birthday: '03/02/1990' });
    expect(store.forms.details.errorKey).toBe('birthday_invalid');
    expect(transport.calls.some((c) => c.name === 'setPersonalInfo')).toBe(false);
  });

  it('shows the platform’s refusal of a wrong code', async () => {
    const { store, transport } = setup();
    transport.on('bindEmails', () => {
      throw new ApiError('server', 'verification_code_error');
    });
    await store.load();
    expect(await store.bindEmail('new@playhouse.test', '123456')).toBe(false);
    expect(store.forms.email.errorKey).toBe('verification_code_error');
  });

  it('refuses an e-mail code request for a malformed address', async () => {
    const { store, transport } = setup();
    await expect(store.sendEmailCode('not-an-address')).rejects.toMatchObject({
      messageKey: 'email_invalid',
    });
    expect(transport.calls.some((c) => c.name === 'mailSend')).toBe(false);
  });

  it('binds the authenticator and reads its new state', async () => {
    const { store, transport } = setup();
    let bound = false;
    transport
      .on('getGaInfo', () => ({ bound, secret: bound ? '' : 'ABC', qrCode: '' }))
      .on('setGaInfo', () => {
        bound = true;
        return null;
      });
    await store.loadAuthenticator();
    expect(store.authenticator.value?.bound).toBe(false);
    expect(await store.bindAuthenticator('123456')).toBe(true);
    expect(store.authenticator.value?.bound).toBe(true);
  });
});
