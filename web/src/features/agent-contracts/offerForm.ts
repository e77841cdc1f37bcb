import type { ContractOffer } from '../../api/client/agent';
import { parseMoney, toMajor } from '../../ui/form/money';

export interface OfferDraft {
  downline: string;
  ratio: string;
  minBet: string;
  minActive: string;
}

/** Message keys of the problems with what was typed, per field (`minBet`: a shared money key). */
export interface OfferProblems {
  downline?: 'ct_downline_required';
  ratio?: 'ct_ratio_invalid' | 'ct_ratio_above_max';
  minBet?: string;
  minActive?: 'ct_count_invalid';
}

const RATIO = /^\d{1,3}(?:\.\d{1,2})?$/;
const COUNT = /^\d{1,6}$/;

/**
 * Reads the offer form: a direct downline's account, a ratio above 0 and not above the agent's
 * own (at most two decimals), a minimum bet (money, empty means none) and a whole number of
 * active members. Either an offer or the problems, never both.
 */
export function readOffer(
  draft: OfferDraft,
  maxRatio: number,
): { offer: ContractOffer | null; problems: OfferProblems } {
  const problems: OfferProblems = {};
  const downline = draft.downline.trim();
  if (!downline) problems.downline = 'ct_downline_required';

  const ratioText = draft.ratio.trim();
  const ratio = Number(ratioText);
  if (!RATIO.test(ratioText) || !(ratio > 0)) problems.ratio = 'ct_ratio_invalid';
  else if (ratio > maxRatio) problems.ratio = 'ct_ratio_above_max';

  let minBetMinor = 0;
  if (draft.minBet.trim() !== '') {
    const parsed = parseMoney(draft.minBet);
    if (parsed.ok) minBetMinor = parsed.minor;
    else problems.minBet = parsed.key;
  }

  const countText = draft.minActive.trim() || '0';
  if (!COUNT.test(countText)) problems.minActive = 'ct_count_invalid';

  if (Object.keys(problems).length > 0) return { offer: null, problems };
  return {
    offer: {
      downline,
      ratio,
      minBetAmount: toMajor(minBetMinor),
      minActiveMembers: Number(countText),
    },
    problems,
  };
}
