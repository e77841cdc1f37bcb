import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { fail } from '../http/envelope.js';
import { MemberType } from '../state/accounts.js';
import type {
  Contract,
  ContractRecord,
  ContractRequest,
  ContractType,
} from '../state/contracts.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import { answer, iso, money, pageFields, paginate, readInput, refuseNonAgent } from './ours.js';
import { walletsConsolidated } from './walletTransfers.js';

const jsonBody = express.json({ limit: '16kb' });

const recordsQuery = z.object(pageFields);
const offerBody = z.object({
  downline: z.string().trim().min(1),
  ratio: z.number().positive().max(100),
  minBetAmount: z.number().min(0).default(0),
  minActiveMembers: z.number().int().min(0).default(0),
});
const terminateBody = z.object({ contractId: z.string().min(1) });
const modifyBody = offerBody.omit({ downline: true }).extend({ contractId: z.string().min(1) });
const processInput = z.object({
  requestId: z.string().min(1),
  action: z.enum(['ACCEPT', 'REJECT']),
});

/**
 * The platform's calls for each contract type (upstream-endpoints-centres.tsv, tied to the agent
 * pages by name): the contract and its standing, the settled records, the agent's offer (a new
 * contract, or new terms for a downline that holds one), and the member's answer (the site
 * table's and the library's spellings are both accepted).
 */
const CALLS: Record<
  ContractType,
  { info: string; records: string; offer: string; answer: ['get' | 'post', string[]] }
> = {
  DIVIDEND: {
    info: '/wps/relay/MCSFE_getContractDividendInfo',
    records: '/wps/relay/ODSFE2_QueryDividend',
    offer: '/wps/relay/MCSFE_applyContractualDividend',
    answer: [
      'get',
      ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processContractDividend'],
    ],
  },
  DAILY_SALARY: {
    info: '/wps/relay/MCSFE_getContractDailySalInfo',
    records: '/wps/relay/ODSFE2_QueryDailySalary',
    offer: '/wps/relay/MCSFE_applyContractDailySalary',
    answer: [
      'get',
      ['/wps/relay/MCS2_processDailySalContract', '/wps/relay/MCSFE_processDailySalaryContract'],
    ],
  },
  HOUR_SALARY: {
    info: '/wps/relay/MCSFE_getContractHourSalaryInfo',
    records: '/wps/relay/ODSFE2_getHourSalaryDisburseRec',
    offer: '/wps/relay/MCSFE_applyContractHourSalary',
    answer: [
      'post',
      ['/wps/relay/MCS2_processContractHourSalary', '/wps/relay/MCSFE_processContractHourSalary'],
    ],
  },
  REALTIME_SALARY: {
    info: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo',
    records: '/wps/relay/ODSFE2_getRealTimeSalary',
    offer: '/wps/relay/MCSFE_assignRealTimeSalaryContract',
    answer: [
      'post',
      [
        '/wps/relay/MCSFE_processRealTimeSalaryContract',
        '/wps/relay/MCS2_processRealTimeSalaryContract',
      ],
    ],
  },
};

/** Agent contracts: offers, answers, the contracts held and given, and what they paid. */
export function agentContractRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const agentOnly: RequestHandler = (_req, res, next) => {
    if (!refuseNonAgent(signedInMember(res), res)) next();
  };
  const agent = [signedIn, agentOnly];
  const contracts = store.contracts;

  const accountOf = (id: string) => store.accounts.byId(id)?.account ?? '';

  function contractView(c: Contract) {
    return {
      contractId: c.id,
      type: c.type,
      agent: accountOf(c.agentId),
      member: accountOf(c.memberId),
      ratio: c.terms.ratio,
      minBetAmount: money(c.terms.minBetMinor),
      minActiveMembers: c.terms.minActiveMembers,
      status: c.status,
      startedAt: iso(c.startedAt),
      endedAt: iso(c.endedAt),
      endReason: c.endReason,
    };
  }

  function recordView(r: ContractRecord) {
    return {
      recordId: r.id,
      contractId: r.contractId,
      type: r.type,
      periodStart: iso(r.periodStart),
      periodEnd: iso(r.periodEnd),
      effectiveBets: money(r.effectiveBetsMinor),
      profitLoss: money(r.profitLossMinor),
      activeUsers: r.activeUsers,
      ratio: r.ratio,
      amount: money(r.amountMinor),
      status: r.status,
      settledAt: iso(r.settledAt),
    };
  }

  /** A contract with what it has earned in the running period and what it was last paid. */
  function standingView(c: Contract) {
    const pending = contracts.pending(c);
    const last = contracts.lastRecord(c.id);
    return {
      ...contractView(c),
      currentPeriodStart: iso(pending.period.from),
      currentPeriodEnd: iso(pending.period.to),
      effectiveBets: money(pending.figures.effectiveBetsMinor),
      profitLoss: money(pending.figures.profitLossMinor),
      activeUsers: pending.figures.activeUsers,
      pending: money(pending.amountMinor),
      lastSettled: last ? recordView(last) : null,
    };
  }

  function requestView(r: ContractRequest) {
    return {
      requestId: r.id,
      kind: r.kind,
      type: r.type,
      agent: accountOf(r.agentId),
      member: accountOf(r.memberId),
      ratio: r.terms.ratio,
      minBetAmount: money(r.terms.minBetMinor),
      minActiveMembers: r.terms.minActiveMembers,
      contractId: r.contractId,
      status: r.status,
      createdAt: iso(r.createdAt),
      decidedAt: iso(r.decidedAt),
    };
  }

  for (const [type, calls] of Object.entries(CALLS) as [
    ContractType,
    (typeof CALLS)[ContractType],
  ][]) {
    router.get(calls.info, signedIn, (_req, res) => {
      const me = signedInMember(res);
      const held = contracts.held(me.id, type);
      answer(res, () => ({
        type,
        maxRatio: contracts.ceiling(me.id, type),
        held: held ? standingView(held) : null,
        offered: contracts
          .offeredBy(me.id)
          .filter((c) => c.type === type)
          .map(standingView),
        requests: contracts
          .sentBy(me.id)
          .filter((r) => r.type === type)
          .map(requestView),
      }));
    });

    router.get(calls.records, signedIn, (req, res) => {
      const input = readInput(recordsQuery, req, res);
      if (!input) return;
      const records = contracts.recordsOf(signedInMember(res).id, type);
      const paidMinor = records.reduce((sum, r) => sum + r.amountMinor, 0);
      answer(res, () => ({
        ...paginate(records.map(recordView), input.pageNo, input.pageSize),
        totalAmount: money(paidMinor),
      }));
    });

    router.post(calls.offer, jsonBody, ...agent, (req, res) => {
      const input = readInput(offerBody, req, res);
      if (!input) return;
      answer(res, () =>
        requestView(
          contracts.offer(signedInMember(res), input.downline, type, {
            ratio: input.ratio,
            minBetMinor: Math.round(input.minBetAmount * 100),
            minActiveMembers: input.minActiveMembers,
          }),
        ),
      );
    });

    const [method, paths] = calls.answer;
    router[method](paths, jsonBody, signedIn, (req, res) => {
      const input = readInput(processInput, req, res);
      if (!input) return;
      answer(res, () => {
        const member = signedInMember(res);
        if (member.type === MemberType.Trial) throw new Refusal('in_need_true_account');
        const { request, ended } = contracts.process(
          member,
          type,
          input.requestId,
          input.action === 'ACCEPT',
        );
        for (const c of ended) {
          store.inbox.send(
            c.memberId,
            'Contract ended',
            `<p>Your ${c.type} contract ended: its ratio was above your upline's new contract.</p>`,
          );
        }
        return { request: requestView(request), endedDownlineContracts: ended.map(contractView) };
      });
    });
  }

  // New terms for a dividend contract (the platform's `changeContract`); a salary's new terms
  // go through the type's offer call, which takes a downline that already holds a contract.
  router.post('/wps/relay/MCSFE_modifyContractDividend', jsonBody, ...agent, (req, res) => {
    const input = readInput(modifyBody, req, res);
    if (!input) return;
    if (contracts.contract(input.contractId)?.type !== 'DIVIDEND') {
      return void res.json(fail('contract_not_found'));
    }
    answer(res, () =>
      requestView(
        contracts.modify(signedInMember(res), input.contractId, {
          ratio: input.ratio,
          minBetMinor: Math.round(input.minBetAmount * 100),
          minActiveMembers: input.minActiveMembers,
        }),
      ),
    );
  });

  /** Asks the downline to end a contract: the platform's call for dividends, ours for salaries. */
  function terminate(onlyType?: ContractType): RequestHandler {
    return (req, res) => {
      const input = readInput(terminateBody, req, res);
      if (!input) return;
      const contract = contracts.contract(input.contractId);
      if (onlyType && contract?.type !== onlyType) {
        return void res.json(fail('contract_not_found'));
      }
      answer(res, () =>
        requestView(contracts.requestTermination(signedInMember(res), input.contractId)),
      );
    };
  }
  router.post('/wps/relay/MCSFE_updateContractDividend', jsonBody, ...agent, terminate('DIVIDEND'));
  router.post('/wps/relay/MCS2_terminateContract', jsonBody, ...agent, terminate());

  router.get('/wps/member/info/funds/consolidated', signedIn, (_req, res) => {
    const me = signedInMember(res);
    const pending = contracts.pendingFor(me.id);
    const of = (type: ContractType) => pending.filter((r) => r.type === type).map(requestView);
    const held = (type: ContractType) => {
      const c = contracts.held(me.id, type);
      return c ? contractView(c) : null;
    };
    answer(res, () => ({
      divtypereq: of('DIVIDEND'),
      dailysalreqtype: of('DAILY_SALARY'),
      contracthoursalreq: of('HOUR_SALARY'),
      realtimesalreqtype: of('REALTIME_SALARY'),
      divinfo: held('DIVIDEND'),
      dailysalinfo: held('DAILY_SALARY'),
      contracthoursalinfo: held('HOUR_SALARY'),
      realtimesalinfo: held('REALTIME_SALARY'),
      ...walletsConsolidated(store, me),
    }));
  });

  return router;
}
