/**
 * The status call hides each customer-service address: `path` is base64 DES-ECB cipher text
 * followed by its own 8-character key (shared/spec/upstream-endpoints-notes.md). This is the
 * platform's obfuscation, not a secret. node-forge's DES part (./forgeDes.ts, not the whole
 * library) is loaded on first use, after the site has rendered, so it stays out of the home
 * screen's bundle.
 */
const KEY_LENGTH = 8;

export interface EncryptedCustomerService {
  csType: string;
  title: string;
  path: string;
}

export interface CustomerServiceLink {
  csType: string;
  title: string;
  url: string;
}

export async function decryptCustomerServicePath(path: string): Promise<string | null> {
  if (path.length <= KEY_LENGTH) return null;
  const { default: forge } = await import('./forgeDes');
  try {
    const decipher = forge.cipher.createDecipher(
      'DES-ECB',
      forge.util.createBuffer(path.slice(-KEY_LENGTH)),
    );
    decipher.start();
    decipher.update(forge.util.createBuffer(forge.util.decode64(path.slice(0, -KEY_LENGTH))));
    if (!decipher.finish()) return null;
    return forge.util.decodeUtf8(decipher.output.getBytes());
  } catch {
    return null;
  }
}

/** Decrypts every entry, keeping only those that yield a web address a player can open. */
export async function decodeCustomerService(
  entries: readonly EncryptedCustomerService[],
): Promise<CustomerServiceLink[]> {
  const decoded = await Promise.all(
    entries.map(async (entry) => {
      const url = await decryptCustomerServicePath(entry.path);
      return url && /^https?:\/\//.test(url)
        ? [{ csType: entry.csType, title: entry.title, url }]
        : [];
    }),
  );
  return decoded.flat();
}
