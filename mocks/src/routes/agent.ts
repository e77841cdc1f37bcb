import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { fail } from '../http/envelope.js';
import { isAgentType, MemberType, type Member } from '../state/accounts.js';
import { INCOME_KINDS, playTotals } from '../state/agentReports.js';
import type {
  Contract,
  ContractRecord,
  ContractRequest,
  ContractType,
} from '../state/contracts.js';
import { CONTRACT_TYPES } from '../state/contracts.js';
import { Refusal } from '../state/refusal.js';
import type { MockStore } from '../state/store.js';
import {
  answer,
  betView,
  iso,
  ledgerView,
  money,
  moneyView,
  pageFields,
  paginate,
  periodFields,
  periodOf,
  playView,
  readInput,
  refuseNonAgent,
} from './ours.js';
import { walletsConsolidated } from './walletTransfers.js';

const jsonBody = express.json({ limit: '256kb' });

const periodQuery = z.object(periodFields);
const pagedPeriodQuery = z.object({ ...periodFields, ...pageFields });
const scopedQuery = z.object({
  ...periodFields,
  ...pageFields,
  account: z.string().trim().min(1).optional(),
  gameType: z.string().optional(),
  kind: z.string().optional(),
});
const downlineQuery = z.object({ ...pageFields, account: z.string().trim().min(1).optional() });
const registerBody = z.object({
  username: z.string().trim(),
  password: z.string(),
  accountType: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
});
const contractType = z.enum(CONTRACT_TYPES);
const recordsQuery = z.object({ ...pageFields, type: contractType });
const offerBody = z.object({
  downline: z.string().trim().min(1),
  type: contractType,
  ratio: z.number().positive().max(100),
  minBetAmount: z.number().min(0).default(0),
  minActiveMembers: z.number().int().min(0).default(0),
});
const terminateBody = z.object({ contractId: z.string().min(1) });
const processInput = z.object({
  requestId: z.string().min(1),
  action: z.enum(['ACCEPT', 'REJECT']),
});

const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

/** The agent centre: team figures, downline management, reports and contracts. */
export function agentRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const agentOnly: RequestHandler = (_req, res, next) => {
    if (!refuseNonAgent(signedInMember(res), res)) next();
  };
  const agent = [signedIn, agentOnly];
  const reports = store.agentReports;
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

  function downlineView(m: Member) {
    return {
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      isAgent: isAgentType(m.type),
      balance: money(store.wallet.balanceMinor(m.id)),
      teamSize: reports.team(m).length,
      registeredAt: iso(m.createdAt),
    };
  }

  // --- announcements, team, downline ----------------------------------------------------

  router.get('/wps/relay/MCSFE_getAgentAnnouncements', ...agent, (_req, res) => {
    answer(res, () => ({
      list: [...reports.announcements].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
    }));
  });

  router.get('/wps/relay/ODSFE2_getTeamOverview', ...agent, (req, res) => {
    const input = readInput(periodQuery, req, res);
    if (!input) return;
    const o = reports.overview(signedInMember(res), periodOf(input, store.now()));
    answer(res, () => ({
      teamSize: o.teamSize,
      directCount: o.directCount,
      agentCount: o.agentCount,
      newMembers: o.newMembers,
      activeMembers: o.activeMembers,
      teamBalance: money(o.teamBalanceMinor),
      ...playView(o.play),
      ...moneyView(o.money),
    }));
  });

  router.post('/wps/relay/MCSFE_registerDownline', ...agent, requireEncrypted(), (req, res) => {
    const input = readInput(registerBody, req, res);
    if (!input) return;
    if (!USERNAME.test(input.username)) return void res.json(fail('username_format_error'));
    if (!PASSWORD.test(input.password)) return void res.json(fail('password_format_error'));
    if (store.accounts.byAccount(input.username)) return void res.json(fail('username_exists'));
    const upline = signedInMember(res);
    const member = store.accounts.add({
      account: input.username,
      password: input.password,
      uplineId: upline.id,
      type: input.accountType === 'AGENT' ? MemberType.SubAgent : MemberType.Member,
      countryCode: upline.countryCode,
      countryDialingCode: upline.countryDialingCode,
      language: upline.language,
      // The agent chose this password, so the downline must replace it at first sign-in.
      passwordExpired: true,
    });
    answer(res, () => downlineView(member));
  });

  router.get('/wps/relay/MCSFE_getDownlineList', ...agent, (req, res) => {
    const input = readInput(downlineQuery, req, res);
    if (!input) return;
    const list = reports.downlines(signedInMember(res), input.account);
    if (!list) return void res.json(fail('downline_not_found'));
    const rows = [...list].sort((a, b) => b.createdAt - a.createdAt).map(downlineView);
    answer(res, () => paginate(rows, input.pageNo, input.pageSize));
  });

  // --- reports --------------------------------------------------------------------------

  router.get('/wps/relay/ODSFE2_getTeamBettingRecords', ...agent, (req, res) => {
    const input = readInput(scopedQuery, req, res);
    if (!input) return;
    const members = reports.scope(signedInMember(res), input.account);
    if (!members) return void res.json(fail('downline_not_found'));
    const bets = reports
      .teamBets(members, periodOf(input, store.now()))
      .filter((b) => !input.gameType || b.gameType === input.gameType);
    answer(res, () => ({
      ...paginate(bets.map(betView), input.pageNo, input.pageSize),
      totals: playView(playTotals(bets)),
    }));
  });

  router.get('/wps/relay/ODSFE2_getTeamProfitLoss', ...agent, (req, res) => {
    const input = readInput(periodQuery, req, res);
    if (!input) return;
    const s = reports.profitLossStatement(signedInMember(res), periodOf(input, store.now()));
    answer(res, () => ({
      list: s.rows.map((r) => ({
        account: r.member.account,
        ...playView(r.play),
        ...moneyView(r.money),
      })),
      totals: playView(s.totals),
    }));
  });

  router.get('/wps/relay/ODSFE2_getAgentRevenueReport', ...agent, (req, res) => {
    const input = readInput(pagedPeriodQuery, req, res);
    if (!input) return;
    const rows = reports.ledgerOf(signedInMember(res), periodOf(input, store.now()), INCOME_KINDS);
    const sum = (kind: string) =>
      money(rows.filter((r) => r.kind === kind).reduce((t, r) => t + r.deltaMinor, 0));
    answer(res, () => ({
      ...paginate(
        rows.map((r) => ledgerView(r)),
        input.pageNo,
        input.pageSize,
      ),
      dividend: sum('dividend'),
      salary: sum('salary'),
      totalIncome: money(rows.reduce((t, r) => t + r.deltaMinor, 0)),
    }));
  });

  router.get('/wps/relay/ODSFE2_getDownlineTransactions', ...agent, (req, res) => {
    const input = readInput(scopedQuery, req, res);
    if (!input) return;
    const members = reports.scope(signedInMember(res), input.account);
    if (!members) return void res.json(fail('downline_not_found'));
    const kinds = input.kind ? new Set(input.kind.split(',')) : undefined;
    const rows = reports.teamLedger(members, periodOf(input, store.now()), kinds);
    answer(res, () =>
      paginate(
        rows.map((x) => ledgerView(x.row, x.member)),
        input.pageNo,
        input.pageSize,
      ),
    );
  });

  // --- contracts ------------------------------------------------------------------------

  router.get('/wps/relay/MCS2_getContracts', signedIn, (_req, res) => {
    const me = signedInMember(res);
    answer(res, () => ({
      held: contracts.heldBy(me.id).map(contractView),
      offered: contracts.offeredBy(me.id).map(contractView),
      requests: contracts.sentBy(me.id).map(requestView),
    }));
  });

  router.get('/wps/relay/MCS2_getContractRecords', signedIn, (req, res) => {
    const input = readInput(recordsQuery, req, res);
    if (!input) return;
    const rows = contracts.recordsOf(signedInMember(res).id, input.type).map(recordView);
    answer(res, () => paginate(rows, input.pageNo, input.pageSize));
  });

  router.post('/wps/relay/MCS2_offerContract', jsonBody, ...agent, (req, res) => {
    const input = readInput(offerBody, req, res);
    if (!input) return;
    answer(res, () =>
      requestView(
        contracts.offer(signedInMember(res), input.downline, input.type, {
          ratio: input.ratio,
          minBetMinor: Math.round(input.minBetAmount * 100),
          minActiveMembers: input.minActiveMembers,
        }),
      ),
    );
  });

  router.post('/wps/relay/MCS2_terminateContract', jsonBody, ...agent, (req, res) => {
    const input = readInput(terminateBody, req, res);
    if (!input) return;
    answer(res, () =>
      requestView(contracts.requestTermination(signedInMember(res), input.contractId)),
    );
  });

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

  // The member's answer, one platform call per contract type; the site table's and the
  // library's spellings are both accepted.
  const answers: [ContractType, 'get' | 'post', string[]][] = [
    [
      'DIVIDEND',
      'get',
      ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processContractDividend'],
    ],
    [
      'DAILY_SALARY',
      'get',
      ['/wps/relay/MCS2_processDailySalContract', '/wps/relay/MCSFE_processDailySalaryContract'],
    ],
    [
      'HOUR_SALARY',
      'post',
      ['/wps/relay/MCS2_processContractHourSalary', '/wps/relay/MCSFE_processContractHourSalary'],
    ],
    [
      'REALTIME_SALARY',
      'post',
      [
        '/wps/relay/MCSFE_processRealTimeSalaryContract',
        '/wps/relay/MCS2_processRealTimeSalaryContract',
      ],
    ],
  ];
  for (const [type, method, paths] of answers) {
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

  return router;
}
