import type { ContractInfo, ContractStanding } from '../../api/client/agent';
import type { PeriodRange } from '../../centre/period';

/** A contract whose running period closes (and is settled) within the chosen days. */
export interface SettlementDue {
  /** Held from the upline (paid to the member) or given to a downline (paid by the member). */
  side: 'held' | 'given';
  standing: ContractStanding;
}

/**
 * The settlements the platform will make in a range of days: each contract, held or given,
 * whose running period ends inside it, soonest first. The dates and the amount earned so far
 * are the platform's (`currentPeriodEnd`, `pending`); nothing is projected here.
 */
export function settlementsDue(info: ContractInfo, range: PeriodRange): SettlementDue[] {
  const from = Date.parse(range.startTime);
  const to = Date.parse(range.endTime);
  const due = (c: ContractStanding) => {
    const end = Date.parse(c.currentPeriodEnd);
    return Number.isFinite(end) && end >= from && end <= to;
  };
  return [
    ...(info.held && due(info.held) ? [{ side: 'held' as const, standing: info.held }] : []),
    ...info.offered.filter(due).map((standing) => ({ side: 'given' as const, standing })),
  ].sort(
    (a, b) => Date.parse(a.standing.currentPeriodEnd) - Date.parse(b.standing.currentPeriodEnd),
  );
}
