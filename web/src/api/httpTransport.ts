import type { Endpoint } from './catalogue';
import { ApiError } from './errors';
import type { Transport } from './transport';

export interface HttpTransportOptions {
  /** Origin of the gateway; empty for same-origin in the browser. */
  baseUrl: string;
  merchantCode: string;
  language: () => string;
  token: () => string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

function isEnvelope(body: unknown): body is { success: boolean; message?: string; value: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** Talks to the platform the way its own web clients do: same headers, same envelope. */
export class HttpTransport implements Transport {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpTransportOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async send(endpoint: Endpoint, payload?: Record<string, unknown>): Promise<unknown> {
    const headers: Record<string, string> = {
      Merchant: this.options.merchantCode,
      Language: this.options.language(),
      Device: 'web',
      'X-Gateway-Version': '3',
    };
    const token = this.options.token();
    if (endpoint.token) {
      if (!token) throw new ApiError('session-expired', 'please_login_first');
      headers.Authorization = token;
    }

    let url = `${this.options.baseUrl}${endpoint.path}`;
    let body: string | undefined;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      const query = toQuery(payload);
      if (query) url += `?${query}`;
    } else if (payload) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }

    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: endpoint.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(
        timedOut ? 'timeout' : 'network',
        timedOut ? 'page_slow' : 'network_error',
      );
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new ApiError('bad-response', 'system_error', response.status);
    }

    if (endpoint.body === 'raw') {
      if (!response.ok) throw new ApiError('server', 'system_error', response.status);
      return parsed;
    }
    if (!isEnvelope(parsed)) throw new ApiError('bad-response', 'system_error', response.status);
    if (response.status === 401) {
      throw new ApiError('session-expired', parsed.message || 'please_login_first', 401);
    }
    if (!parsed.success || !response.ok) {
      throw new ApiError('server', parsed.message || 'system_error', response.status, parsed.value);
    }
    return parsed.value;
  }
}

function toQuery(payload: Record<string, unknown> | undefined): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}
