import forge from 'node-forge';

const KEY_LENGTH = 8;

/**
 * The platform hides customer-service URLs in the status call: the URL is DES-ECB encrypted
 * and the 8-character key is appended to the base64 cipher text, so the client decrypts with
 * the last 8 characters of `path`. This is obfuscation on the platform's wire, not security.
 */
export function encryptCustomerServicePath(url: string, key: string): string {
  if (key.length !== KEY_LENGTH) throw new Error('customer-service key must be 8 characters');
  const cipher = forge.cipher.createCipher('DES-ECB', key);
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(url)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes()) + key;
}

export function decryptCustomerServicePath(path: string): string {
  const key = path.slice(-KEY_LENGTH);
  const decipher = forge.cipher.createDecipher('DES-ECB', key);
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(path.slice(0, -KEY_LENGTH))));
  if (!decipher.finish()) throw new Error('customer-service path does not decrypt');
  return forge.util.decodeUtf8(decipher.output.getBytes());
}

export function randomKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = forge.random.getBytesSync(KEY_LENGTH);
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i += 1) key += alphabet[bytes.charCodeAt(i) % alphabet.length];
  return key;
}
