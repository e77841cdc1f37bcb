import { DEFAULT_SUPPORTED } from '../i18n/languages';

/** Brand configuration the gateway hands to the PWA (`/config.json`). */
export interface BrandConfig {
  merchantCode: string;
  platform: string;
  lotteryType: string;
  /** The platform's RSA public key for encrypted calls (PEM). */
  rsaPublicKey: string;
  supportedLanguages: string[];
  defaultLanguage: string;
  socketPath: string;
}

const CONFIG_CACHE_KEY = 'brandConfig';

function withDefaults(raw: Partial<BrandConfig>): BrandConfig {
  return {
    merchantCode: raw.merchantCode ?? '',
    platform: raw.platform ?? 'WEB',
    lotteryType: raw.lotteryType ?? 'Lott',
    rsaPublicKey: raw.rsaPublicKey ?? '',
    supportedLanguages:
      raw.supportedLanguages && raw.supportedLanguages.length > 0
        ? raw.supportedLanguages
        : [...DEFAULT_SUPPORTED],
    defaultLanguage: raw.defaultLanguage ?? 'EN',
    socketPath: raw.socketPath ?? '/socket.io',
  };
}

/**
 * Reads `/config.json`; offline, the last copy this device saw keeps the installed app usable
 * (the status call then decides what can be shown).
 */
export async function loadBrandConfig(
  fetchImpl: typeof fetch = fetch,
  storage: Storage = localStorage,
): Promise<BrandConfig> {
  try {
    // The gateway answers with Cache-Control: no-cache, so this revalidates every visit; the
    // plain request also picks up the copy index.html preloads.
    const response = await fetchImpl('/config.json');
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    const config = withDefaults((await response.json()) as Partial<BrandConfig>);
    storage.setItem(CONFIG_CACHE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = storage.getItem(CONFIG_CACHE_KEY);
    if (cached) return withDefaults(JSON.parse(cached) as Partial<BrandConfig>);
    throw new Error('config.json is unreachable and this device has no copy', { cause: error });
  }
}
