/**
 * The platform's endpoint catalogue: every call the PWA makes, with the platform's own path,
 * method, whitelabel module id, whether it needs the session token and whether its body is
 * encrypted (see shared/spec/upstream-endpoints.tsv). `ours` marks calls we designed ourselves.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  name: string;
  path: string;
  method: HttpMethod;
  modId: string;
  token: boolean;
  encrypt: boolean;
  /** `envelope`: `{ success, message, value }`; `raw`: the lottery gateway's plain objects. */
  body: 'envelope' | 'raw';
  ours?: boolean;
}

function endpoint(e: Omit<Endpoint, 'body'> & { body?: Endpoint['body'] }): Endpoint {
  return { body: 'envelope', ...e };
}

export const catalogue = {
  permission: endpoint({
    name: 'permission',
    path: '/wps/system/status',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof catalogue;
