import { endpoint } from './endpoint';

/** Manual rebate (`manualRebate`, module `MANPLAYREB3`): the ODSFE2 service. */
export const rebateEndpoints = {
  ODSFE2_getRebate: endpoint({
    name: 'ODSFE2_getRebate',
    path: '/wps/relay/ODSFE2_getRebate',
    method: 'GET',
    modId: 'MANPLAYREB3',
    token: true,
    encrypt: false,
  }),
  ODSFE2_rebateDisburse: endpoint({
    name: 'ODSFE2_rebateDisburse',
    path: '/wps/relay/ODSFE2_rebateDisburse',
    method: 'POST',
    modId: 'MANPLAYREB3',
    token: true,
    encrypt: false,
  }),
} as const;
