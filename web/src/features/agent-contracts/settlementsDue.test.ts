import { describe, expect, it } from 'vitest';
import type { ContractInfo, ContractStanding } from '../../api/client/agent';
import { periodRange, presetPeriod } from '../../centre/period';
import { settlementsDue } from './settlementsDue';

const NOW = Date.parse('2026-11-20T03:00:00.000Z');

function standing(member: string, currentPeriodEnd: string): ContractStanding {
  return {
    contractId: `C-${member}`,
    type: 'DIVIDEND',
    agent: 'agent1',
    member,
    ratio: 2,
    minBetAmount: 0,
    minActiveMembers: 0,
    status: 'ACTIVE',
    startedAt: '2026-11-01T00:00:00.000Z',
    endedAt: null,
    endReason: null,
    currentPeriodStart: '2026-11-15T17:00:00.000Z',
    currentPeriodEnd,
    effectiveBets: 0,
    profitLoss: 0,
    activeUsers: 0,
    pending: 1.5,
    lastSettled: null,
  };
}

const info: ContractInfo = {
  maxRatio: 3,
  held: standing('me', '2026-12-15T17:00:00.000Z'),
  offered: [
    standing('late', '2026-12-10T17:00:00.000Z'),
    standing('soon', '2026-11-22T17:00:00.000Z'),
  ],
  requests: [],
};

describe('settlementsDue', () => {
  it('keeps the contracts whose period closes in the next 7 days', () => {
    const due = settlementsDue(info, periodRange(presetPeriod('next7', NOW)));
    expect(due.map((d) => d.standing.member)).toEqual(['soon']);
  });

  it('takes in the later closings over the next 30 days, soonest first, held and given told apart', () => {
    const due = settlementsDue(info, periodRange(presetPeriod('next30', NOW)));
    expect(due.map((d) => [d.side, d.standing.member])).toEqual([
      ['given', 'soon'],
      ['given', 'late'],
      ['held', 'me'],
    ]);
  });
});
