import { endpoint } from './endpoint';

export const systemEndpoints = {
  permission: endpoint({
    name: 'permission',
    path: '/wps/system/status',
    method: 'GET',
    modId: 'COMM3',
    token: false,
    encrypt: false,
  }),
} as const;
