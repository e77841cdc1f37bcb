import { Router } from 'express';
import { z } from 'zod';
import { requireToken, signedInMember } from '../http/auth.js';
import { requireEncrypted } from '../http/body.js';
import { maskAccountNo, type BankCards, type BoundAccount } from '../state/bankCards.js';
import type { MockStore } from '../state/store.js';
import { answer, iso, readInput } from './ours.js';
import { refuseTrial } from './withdraw.js';

const bindBody = z.object({
  type: z.enum(['BC', 'EW']).default('BC'),
  bankCode: z.string().trim().min(1).max(40),
  cardNo: z.coerce.string().trim().min(1).max(60),
  payeeName: z.string().trim().max(60).optional(),
  branch: z.string().trim().max(80).optional(),
});
const defaultBody = z.object({ bankCardId: z.coerce.string().trim().min(1) });

export function accountView(cards: BankCards, a: BoundAccount) {
  return {
    id: a.id,
    type: a.type,
    bankCode: a.code,
    bankName: cards.nameOf(a),
    cardNo: maskAccountNo(a.accountNo),
    payeeName: a.payeeName,
    isDefault: a.isDefault,
    createdAt: iso(a.createdAt),
  };
}

/** Bank cards and e-wallets withdrawals are paid to: list, bind config, bind, set default. */
export function bankCardsRoutes(store: MockStore): Router {
  const router = Router();
  const signedIn = requireToken(store);
  const cards = store.bankCards;

  router.get('/wps/relay/MCSFE_getWithdrawAccountInfo', signedIn, refuseTrial, (_req, res) => {
    const member = signedInMember(res);
    answer(res, () => ({
      payeeName: member.payeeName ?? '',
      list: cards.of(member.id).map((a) => accountView(cards, a)),
    }));
  });

  router.get('/wps/v2/member/bankCards/bindConfig', signedIn, refuseTrial, (_req, res) => {
    const member = signedInMember(res);
    const mine = cards.of(member.id);
    answer(res, () => ({
      ...cards.config,
      payeeName: member.payeeName ?? '',
      bankCardCount: mine.filter((a) => a.type === 'BC').length,
      eWalletCount: mine.filter((a) => a.type === 'EW').length,
    }));
  });

  router.get('/wps/relay/MCSFE_getBanks', signedIn, refuseTrial, (_req, res) => {
    answer(res, () => ({ list: cards.banks }));
  });

  router.get('/wps/relay/MCSFE_getWalletTypes', signedIn, refuseTrial, (_req, res) => {
    answer(res, () => ({ list: cards.walletTypes }));
  });

  router.put('/wps/v2/member/bankCards', signedIn, refuseTrial, requireEncrypted(), (req, res) => {
    const input = readInput(bindBody, req, res);
    if (!input) return;
    answer(res, () =>
      accountView(
        cards,
        cards.bind(signedInMember(res), {
          type: input.type,
          code: input.bankCode,
          accountNo: input.cardNo,
          payeeName: input.payeeName,
          branch: input.branch,
        }),
      ),
    );
  });

  router.post('/wps/relay/MCSFE_setDefaultWithdrawAccount', signedIn, refuseTrial, (req, res) => {
    const input = readInput(defaultBody, req, res);
    if (!input) return;
    answer(res, () => accountView(cards, cards.setDefault(signedInMember(res), input.bankCardId)));
  });

  return router;
}
