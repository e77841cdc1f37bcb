/** Brand configuration the gateway hands to the PWA (`/config.json`). */
export interface BrandConfig {
  merchantCode: string;
  platform: string;
  lotteryType: string;
}

export async function loadBrandConfig(fetchImpl: typeof fetch = fetch): Promise<BrandConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as BrandConfig;
}
