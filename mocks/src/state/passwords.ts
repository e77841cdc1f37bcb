import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (`scrypt$<salt>$<hash>`, base64), never in clear, so a
 * dump of the stand-in's state or a log line cannot leak one.
 */
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const seedHashes = new Map<string, string>();

/**
 * Seed scenarios are loaded on every `reset()` (once per contract interaction); hashing each
 * seed password once per process keeps that fast while still storing only hashes.
 */
export function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    seedHashes.set(password, hash);
  }
  return hash;
}
