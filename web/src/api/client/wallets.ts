import { walletsEndpoints } from '../catalogue/wallets';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy } from './decode';

export interface WalletBalance {
  accountTypeId: number;
  /** '' for the main wallet, else the game vendor's code (vassalage). */
  vendor: string;
  name: string;
  /** Major units, as the platform sends money. */
  balance: number;
}

export interface Wallets {
  sumBalance: number;
  /** The main wallet first, then one per game vendor. */
  list: WalletBalance[];
}

/** The wallet page: main and vendor wallets, moving money between them. */
export class WalletsApi {
  constructor(private readonly transport: Transport) {}

  /** True when the merchant runs one wallet for every vendor (nothing to move between). */
  async isSingleWallet(): Promise<boolean> {
    const value = asObject(await this.transport.send(walletsEndpoints.merchantWallet));
    return truthy(value.isSingle);
  }

  /** The wallet part of the consolidated funds answer. */
  async wallets(): Promise<Wallets> {
    const v = asObject(await this.transport.send(walletsEndpoints.consolidatedFunds));
    return {
      sumBalance: asNumber(v.sumBalance),
      list: asArray<unknown>(v.balance).map((raw) => {
        const w = asObject(raw);
        return {
          accountTypeId: asNumber(w.accountTypeId),
          vendor: asString(w.vendor),
          name: asString(w.accountTypeName),
          balance: asNumber(w.availBalance),
        };
      }),
    };
  }

  /**
   * Moves money between two of the member's wallets; answers the amount moved. `requestId` is
   * made once per submission, so a retried request is refused rather than moved twice.
   */
  async transfer(input: {
    fromAccountTypeId: number;
    toAccountTypeId: number;
    amount: number;
    requestId: string;
  }): Promise<number> {
    const v = asObject(await this.transport.send(walletsEndpoints.walletTransfer, input));
    return asNumber(v.successAmount);
  }

  /** Brings every vendor balance back to the main wallet; answers the amount returned. */
  async returnAll(requestId: string): Promise<number> {
    const v = asObject(await this.transport.send(walletsEndpoints.walletReturn, { requestId }));
    return asNumber(v.successAmount);
  }
}
