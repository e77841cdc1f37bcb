/**
 * The platform's request encryption, as its own web clients do it
 * (shared/spec/upstream-endpoints-notes.md):
 *
 * - a random 16-character session key per call;
 * - `Encryption` header: base64 of RSA PKCS#1 v1.5 over the REVERSED key, with the platform's
 *   public key (configuration: `rsaPublicKey` in the gateway's `/config.json`);
 * - body: base64 of DES-ECB with PKCS#7 padding over the UTF-8 JSON.
 *
 * DES takes an 8-byte key. The platform's clients pass the 16-character key to CryptoJS, whose
 * DES uses its first 64 bits; node-forge would switch to triple DES for a longer key, so the
 * first 8 characters are passed explicitly (mocks/src/crypto/payloadEncryption.ts does the
 * same on the receiving side, and a test proves the two agree).
 *
 * Neither WebCrypto nor Node's OpenSSL 3 offers single DES or PKCS#1 v1.5 encryption for this,
 * hence node-forge, loaded only when the first encrypted call is made so it stays out of the
 * home screen's bundle.
 */
export const SESSION_KEY_LENGTH = 16;
const DES_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface EncryptedRequest {
  /** Value of the `Encryption` header. */
  header: string;
  /** The encrypted body, when there is a payload. */
  body?: string;
}

/** A random session key from the browser's CSPRNG (no bias: 62 letters from 248 of 256). */
export function randomSessionKey(): string {
  let key = '';
  const bytes = new Uint8Array(1);
  while (key.length < SESSION_KEY_LENGTH) {
    crypto.getRandomValues(bytes);
    const b = bytes[0] ?? 255;
    if (b < 248) key += KEY_ALPHABET[b % KEY_ALPHABET.length];
  }
  return key;
}

export async function encryptRequest(
  publicKeyPem: string,
  key: string,
  payload?: unknown,
): Promise<EncryptedRequest> {
  if (key.length !== SESSION_KEY_LENGTH) throw new Error('session key must be 16 characters');
  const { default: forge } = await import('node-forge');
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
