import { endpoint } from './endpoint';

/**
 * The member's own records: betting record, wallet movements, profit and loss and bonus details.
 * On the platform's paths (upstream-endpoints-centres.tsv) wherever it has the call; the betting
 * record of products other than lottery and the bonus details are ours.
 */
export const recordsEndpoints = {
  /** Lottery bets; query `startTime`, `endTime` (ms), `gameCategory`, `status`, `page`, `size`. */
  lottMemBet: endpoint({
    name: 'lottMemBet',
    path: '/wps/relay/ODSFE2_lottMemBet',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  /** One bet by `orderNo`. */
  lottBetRecordsDetail: endpoint({
    name: 'lottBetRecordsDetail',
    path: '/wps/relay/ODSFE2_lottBetRecordsDetail',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  /** The other products' bets, in the same shape as `lottMemBet`. */
  bettingRecords: endpoint({
    name: 'bettingRecords',
    path: '/wps/relay/ODSFE2_getBettingRecords',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
  /**
   * Wallet movements by `codeTypes` (rows `txTime`, `amount`, `remark`); also the points
   * history, which the points client asks for without `codeTypes`.
   */
  memTransDet: endpoint({
    name: 'memTransDet',
    path: '/wps/relay/ODSFE2_MemTransDet',
    method: 'GET',
    modId: 'MEMTRANS3',
    token: true,
    encrypt: false,
  }),
  /** Profit and loss for `startDate`..`endDate` (YYYY-MM-DD), with its parts and days. */
  memPNL: endpoint({
    name: 'memPNL',
    path: '/wps/relay/ODSFE2_MemPNL',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  /** Profit and loss per game category. */
  memPNLDet: endpoint({
    name: 'memPNLDet',
    path: '/wps/relay/ODSFE2_MemPNLDet',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
  }),
  bonusDetails: endpoint({
    name: 'bonusDetails',
    path: '/wps/relay/ODSFE2_getBonusDetails',
    method: 'GET',
    modId: '',
    token: true,
    encrypt: false,
    ours: true,
  }),
} as const;
