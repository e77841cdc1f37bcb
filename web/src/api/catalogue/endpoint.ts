/**
 * One entry of the platform's endpoint catalogue (see shared/spec/upstream-endpoints.tsv):
 * the platform's own path, method, whitelabel module id, whether it needs the session token
 * and whether its body is encrypted. `ours` marks calls we designed ourselves because the
 * platform's were not recovered; an operator maps those when the real paths are known.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  name: string;
  path: string;
  method: HttpMethod;
  /** Whitelabel module that switches the call on; '' when the platform names none. */
  modId: string;
  token: boolean;
  encrypt: boolean;
  /** `envelope`: `{ success, message, value }`; `raw`: the lottery gateway's plain objects. */
  body: 'envelope' | 'raw';
  /** `form`: application/x-www-form-urlencoded, as the platform's forgot-password call. */
  bodyType?: 'json' | 'form';
  /**
   * The free-play sign-in sends the `Encryption` header (an encrypted random key) and no body,
   * although the platform's table marks it as not encrypted.
   */
  encryptionHeaderOnly?: boolean;
  /**
   * Headers the platform's own client adds to this call, e.g. `ModuleId: DPSTBAS3` on the
   * deposit calls (upstream-endpoints-centres-notes.md). `modId` above only gates the call.
   */
  headers?: Readonly<Record<string, string>>;
  ours?: boolean;
}

export function endpoint(e: Omit<Endpoint, 'body'> & { body?: Endpoint['body'] }): Endpoint {
  return { body: 'envelope', ...e };
}
