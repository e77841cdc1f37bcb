import type { Endpoint } from './catalogue';
import { encryptRequest, randomSessionKey } from './encryption';
import { ApiError } from './errors';
import type { SendOptions, Transport } from './transport';

export interface HttpTransportOptions {
  /** Origin of the gateway; empty for same-origin in the browser. */
  baseUrl: string;
  merchantCode: string;
  language: () => string;
  /**
   * Whether the page holds a session. The session is the gateway's cookie, which the browser
   * sends by itself; the page has no token and sends no `Authorization`.
   */
  signedIn: () => boolean;
  /** The platform's RSA public key (PEM) from `/config.json`; needed by encrypted calls. */
  rsaPublicKey?: string;
  /** Called once per call the platform refused because the session has ended. */
  onSessionExpired?: () => void;
  /**
   * Whether a whitelabel module is switched on. A call whose module is off is not made: it
   * fails with `module_disabled` without touching the network. Answer true while the module
   * tree is not known yet, or the status call that brings it (module COMM3) is refused too.
   */
  isModuleEnabled?: (modId: string) => boolean;
  /** Source of the per-call encryption key; tests pin it to get a repeatable body. */
  sessionKey?: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Told of every answer to a read (a GET): `copiedAt` is when the service worker stored the copy
   * it answered with (the network did not answer), null for an answer from the network.
   */
  onRead?: (url: string, copiedAt: number | null) => void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The header the service worker puts on a copy it answers with (web/src/pwa/workerCaching.ts,
 * `OFFLINE_COPY_HEADER`; not imported: the worker's rules stay out of the page's bundle).
 */
const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
/** Reads remembered for `readAgain`: a screen's own, not every list ever paged through. */
const READS_KEPT = 40;

/**
 * The site's own request header: the gateway refuses a state-changing call without it (with the
 * same-origin check, what keeps another site from posting in the member's session), and a form
 * or a plain link from elsewhere cannot add it.
 */
export const SITE_REQUEST_HEADER = 'X-Site-Request';

interface PlatformEnvelope {
  success: boolean;
  message?: string;
  value: unknown;
}

function isEnvelope(body: unknown): body is PlatformEnvelope {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** Talks to the platform the way its own web clients do: same headers, same envelope. */
export class HttpTransport implements Transport {
  private readonly fetchImpl: typeof fetch;
  /** A visitor's reads sent so far (address → headers), most recent last, for `readAgain`. */
  private readonly reads = new Map<string, Record<string, string>>();

  constructor(private readonly options: HttpTransportOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async send(
    endpoint: Endpoint,
    payload?: Record<string, unknown>,
    options?: SendOptions,
  ): Promise<unknown> {
    if (endpoint.modId && this.options.isModuleEnabled?.(endpoint.modId) === false) {
      throw new ApiError('server', 'module_disabled');
    }

    const headers: Record<string, string> = {
      ...this.siteHeaders(),
      ...endpoint.headers,
      [SITE_REQUEST_HEADER]: '1',
    };
    const signedIn = this.options.signedIn();
    if (endpoint.token && !signedIn) throw new ApiError('session-expired', 'please_login_first');

    const { url, body } = await this.buildRequest(endpoint, payload, headers);
    // A signed-in call's answer is the member's: no cache keeps it, and the service worker,
    // which cannot see the session cookie, knows it by this (see vite.config.ts).
    const init: { method: string; headers: Record<string, string>; body?: string } & RequestInit = {
      method: endpoint.method,
      headers,
      body,
      ...(signedIn ? { cache: 'no-store' } : {}),
    };
    const onProgress = options?.onUploadProgress;
    const response =
      onProgress && typeof XMLHttpRequest !== 'undefined'
        ? await (await import('./xhrRequest')).xhrRequest(url, init, onProgress)
        : await this.fetchWithTimeout(url, init);
    if (endpoint.method === 'GET') {
      const copiedAt = Number(response.headers.get(OFFLINE_COPY_HEADER));
      this.options.onRead?.(url, copiedAt > 0 ? copiedAt : null);
      // A visitor's plain read is one the worker may keep (an encrypted call's is not).
      if (!signedIn && !body && !headers.Encryption) this.remember(url, headers);
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      if (isTimeout(error)) throw new ApiError('timeout', 'page_slow');
      throw new ApiError('bad-response', 'system_error', response.status);
    }

    if (endpoint.body === 'raw') {
      if (!response.ok) throw new ApiError('server', 'system_error', response.status);
      return parsed;
    }
    if (!isEnvelope(parsed)) throw new ApiError('bad-response', 'system_error', response.status);
    if (
      response.status === 401 ||
      (endpoint.token && !parsed.success && parsed.message === 'please_login_first')
    ) {
      this.options.onSessionExpired?.();
      throw new ApiError(
        'session-expired',
        parsed.message || 'please_login_first',
        response.status,
      );
    }
    if (!parsed.success || !response.ok) {
      throw new ApiError('server', parsed.message || 'system_error', response.status, parsed.value);
    }
    return parsed.value;
  }

  /**
   * Sends again, and forgets the answers of, the visitor's reads made so far and `more` (addresses
   * of reads made on the page's behalf, by the gateway rendering it): called once the service
   * worker has taken the page, so they pass through it and it keeps what it may of them for an
   * offline start. Nothing is sent while signed in (a member's answers are never kept).
   */
  async readAgain(more: readonly string[] = []): Promise<void> {
    if (this.options.signedIn()) return;
    const plain = { ...this.siteHeaders(), [SITE_REQUEST_HEADER]: '1' };
    const reads = new Map<string, Record<string, string>>(
      more.map((path) => [`${this.options.baseUrl}${path}`, plain]),
    );
    for (const [url, headers] of this.reads) reads.set(url, headers);
    await Promise.all(
      [...reads].map(([url, headers]) =>
        this.fetchWithTimeout(url, { method: 'GET', headers })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined),
      ),
    );
  }

  private remember(url: string, headers: Record<string, string>): void {
    this.reads.delete(url);
    this.reads.set(url, headers);
    if (this.reads.size > READS_KEPT) this.reads.delete(this.reads.keys().next().value ?? '');
  }

  /** The headers every call to the platform carries. */
  private siteHeaders(): Record<string, string> {
    return {
      Merchant: this.options.merchantCode,
      Language: this.options.language(),
      Device: 'web',
      'X-Gateway-Version': '3',
    };
  }

  /** URL and body per the endpoint: query for GET/DELETE, JSON, form or encrypted body. */
  private async buildRequest(
    endpoint: Endpoint,
    payload: Record<string, unknown> | undefined,
    headers: Record<string, string>,
  ): Promise<{ url: string; body?: string }> {
    let url = `${this.options.baseUrl}${endpoint.path}`;
    const inQuery =
      endpoint.method === 'GET' || endpoint.method === 'DELETE' || endpoint.encryptionHeaderOnly;

    if (endpoint.encrypt || endpoint.encryptionHeaderOnly) {
      const publicKey = this.options.rsaPublicKey;
      if (!publicKey) throw new ApiError('server', 'encryption_unavailable');
      const key = (this.options.sessionKey ?? randomSessionKey)();
      const encrypted = await encryptRequest(
        publicKey,
        key,
        inQuery || !payload ? undefined : payload,
      );
      headers.Encryption = encrypted.header;
      if (encrypted.body !== undefined) {
        headers['Content-Type'] = 'text/plain';
        return { url, body: encrypted.body };
      }
    }

    if (inQuery) {
      const query = toQuery(payload);
      if (query) url += `?${query}`;
      return { url };
    }
    if (!payload) return { url };
    if (endpoint.bodyType === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      return { url, body: toQuery(payload) };
    }
    headers['Content-Type'] = 'application/json';
    return { url, body: JSON.stringify(payload) };
  }

  private async fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      if (isTimeout(error)) throw new ApiError('timeout', 'page_slow');
      throw new ApiError('network', 'network_error');
    }
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

function toQuery(payload: Record<string, unknown> | undefined): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  return params.toString();
}
