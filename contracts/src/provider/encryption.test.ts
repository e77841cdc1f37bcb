import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web/src/api/client';
import { HttpTransport } from '../../../web/src/api/httpTransport';
import { createApp as createMocks } from '../../../mocks/src/index.js';
import { DEV_PUBLIC_KEY } from '../consumer/client';
import { MERCHANT } from '../names';
import { listen } from './listen';

/**
 * The browser's encryption (web/src/api/encryption.ts) against the stand-in's decryption
 * (mocks/src/crypto/payloadEncryption.ts), with a fresh random key per call as in production.
 */
const mocks = createMocks();
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  server = await listen(mocks.app);
});
afterAll(async () => {
  await server.close();
});

function client(publicKey = DEV_PUBLIC_KEY) {
  return new ApiClient(
    new HttpTransport({
      baseUrl: server.url,
      merchantCode: MERCHANT,
      language: () => 'EN',
      signedIn: () => false,
      rsaPublicKey: publicKey,
    }),
  );
}

describe('payload encryption, client to stand-in', () => {
  it('signs in with an encrypted body the stand-in decrypts', async () => {
    mocks.store.reset();
    const result = await client().session.login({
      type: 'username',
      username: 'player1',
      password: 'Player123',
    });
    expect(result.kind).toBe('signed-in');
  });

  it('carries non-ASCII text intact (UTF-8 inside DES)', async () => {
    mocks.store.reset();
    const first = await client().session.login({
      type: 'username',
      username: 'traveller1',
      password: 'Travel123',
    });
    if (first.kind !== 'verification-required') throw new Error('expected a second factor');
    const member = mocks.store.accounts.byAccount('traveller1')!;
    member.payeeName = 'นก ทราเวลเลอร์';
    const signedIn = await client().session.verifyLogin(first.ticket, {
      method: 'payeeName',
      payeeName: 'นก ทราเวลเลอร์',
    });
    expect(signedIn.passwordExpired).toBe(false);
    expect(mocks.store.sessions.isOnline(member.id)).toBe(true);
  });

  it('opens a free-play account with the key header alone', async () => {
    mocks.store.reset();
    const before = new Set(mocks.store.accounts.all().map((m) => m.id));
    await client().session.freePlay('Linux');
    const opened = mocks.store.accounts.all().filter((m) => !before.has(m.id));
    expect(opened.map((m) => m.type)).toEqual([4]);
    expect(mocks.store.sessions.isOnline(opened[0]!.id)).toBe(true);
  });

  it('is refused when encrypted with a key the stand-in does not hold', async () => {
    const forge = (await import('node-forge')).default;
    const other = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const attempt = client(forge.pki.publicKeyToPem(other.publicKey)).session.login({
      type: 'username',
      username: 'player1',
      password: 'Player123',
    });
    await expect(attempt).rejects.toMatchObject({
      kind: 'server',
      messageKey: 'request_param_err',
    });
  });
});
