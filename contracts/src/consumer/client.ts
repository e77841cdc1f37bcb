import { ApiClient } from '../../../web/src/api/client';
import { HttpTransport } from '../../../web/src/api/httpTransport';
import { MERCHANT } from '../names';

/** The real web client, pointed at Pact's mock server. */
export function clientFor(baseUrl: string, token: string | null = null): ApiClient {
  return new ApiClient(
    new HttpTransport({
      baseUrl,
      merchantCode: MERCHANT,
      language: () => 'EN',
      token: () => token,
    }),
  );
}

/** Headers every browser call carries; Pact checks the ones the platform requires. */
export const PLATFORM_HEADERS = {
  Merchant: MERCHANT,
  Device: 'web',
  'X-Gateway-Version': '3',
};
