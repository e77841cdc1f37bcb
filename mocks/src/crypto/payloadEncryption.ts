import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';

/**
 * The platform's request encryption, from the receiving side (see
 * shared/spec/upstream-endpoints-notes.md and web/src/api/encryption.ts for the sending side):
 *
 * - `Encryption` header: base64 of RSA PKCS#1 v1.5 over the REVERSED 16-character session key.
 * - body: base64 of DES-ECB with PKCS#7 padding over the UTF-8 JSON.
 *
 * DES takes an 8-byte key. The platform's browser clients hand the 16-character key to
 * CryptoJS, whose DES uses the key's first 64 bits; node-forge would instead switch to
 * triple DES for a key longer than 8 bytes (and read past the end of a 16-byte one). Both sides
 * of this project therefore pass the first 8 characters explicitly: single DES, as the
 * platform does.
 */
export const SESSION_KEY_LENGTH = 16;
const DES_KEY_LENGTH = 8;

const here = path.dirname(fileURLToPath(import.meta.url));
/** Same relative place from `src/crypto` (tests) and `dist/crypto` (built stand-in). */
export const DEV_PRIVATE_KEY_FILE = path.resolve(
  here,
  '../../dev-keys/DEV-ONLY-platform-private.pem',
);
export const DEV_PUBLIC_KEY_FILE = path.resolve(
  here,
  '../../dev-keys/DEV-ONLY-platform-public.pem',
);

export function readPrivateKeyPem(file = DEV_PRIVATE_KEY_FILE): string {
  return fs.readFileSync(file, 'utf8');
}

export class PayloadDecryptionError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PayloadDecryptionError';
  }
}

export class PayloadDecryptor {
  private readonly privateKey: forge.pki.rsa.PrivateKey;

  constructor(privateKeyPem: string) {
    this.privateKey = forge.pki.privateKeyFromPem(privateKeyPem);
  }

  /** The session key carried by the `Encryption` header. */
  sessionKey(header: string): string {
    let reversed: string;
    try {
      reversed = this.privateKey.decrypt(forge.util.decode64(header.trim()), 'RSAES-PKCS1-V1_5');
    } catch {
      throw new PayloadDecryptionError('Encryption header does not decrypt');
    }
    const key = [...reversed].reverse().join('');
    if (key.length !== SESSION_KEY_LENGTH) {
      throw new PayloadDecryptionError('session key must be 16 characters');
    }
    return key;
  }

  /** The JSON body sent under `key`. */
  body(key: string, base64: string): unknown {
    const decipher = forge.cipher.createDecipher(
      'DES-ECB',
      forge.util.createBuffer(key.slice(0, DES_KEY_LENGTH)),
    );
    decipher.start();
    decipher.update(forge.util.createBuffer(forge.util.decode64(base64.trim())));
    if (!decipher.finish()) throw new PayloadDecryptionError('body does not decrypt');
    try {
      return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes())) as unknown;
    } catch {
      throw new PayloadDecryptionError('decrypted body is not JSON');
    }
  }
}

/**
 * The sending side, for tests of the stand-in (the browser uses web/src/api/encryption.ts,
 * and a test proves the two agree).
 */
export function encryptForPlatform(
  publicKeyPem: string,
  key: string,
  payload?: unknown,
): { header: string; body?: string } {
  const publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  const header = forge.util.encode64(
    publicKey.encrypt([...key].reverse().join(''), 'RSAES-PKCS1-V1_5'),
  );
  if (payload === undefined) return { header };
  const cipher = forge.cipher.createCipher(
    'DES-ECB',
    forge.util.createBuffer(key.slice(0, DES_KEY_LENGTH)),
  );
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))));
  cipher.finish();
  return { header, body: forge.util.encode64(cipher.output.getBytes()) };
}
