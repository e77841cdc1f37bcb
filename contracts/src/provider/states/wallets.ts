import type { MockStore } from '../../../../mocks/src/index.js';
import { vendorLedgerId } from '../../../../mocks/src/state/walletTransfers.js';
import { signIn, type SignedInParams } from './ourSignIn';
import type { StateHandlers } from './types';

interface VendorMoneyParams extends SignedInParams {
  /** Major units, as on the wire. */
  amount?: number;
}

/** The wallet page: money already in a vendor wallet, or a single-wallet merchant. */
export function walletsStates(store: MockStore): StateHandlers {
  return {
    'a member has money in the first vendor wallet': async (params?: unknown) => {
      const p = (params ?? {}) as VendorMoneyParams;
      const member = signIn(store, p);
      const vendor = store.walletTransfers.vendorWallets()[0];
      if (!vendor) throw new Error('the stand-in has no game vendor');
      store.wallet.post({
        memberId: vendorLedgerId(member.id, vendor.vendor),
        deltaMinor: Math.round((p.amount ?? 50) * 100),
        kind: 'wallet_transfer_in',
        reference: 'provider-state-vendor-money',
      });
      return undefined;
    },

    'the merchant runs one wallet for every vendor': async (params?: unknown) => {
      signIn(store, (params ?? {}) as SignedInParams);
      store.walletTransfers.singleWallet = true;
      return undefined;
    },
  };
}
