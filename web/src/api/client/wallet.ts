import { walletEndpoints } from '../catalogue/wallet';
import type { Transport } from '../transport';
import type { Balance } from '../types';
import { asNumber, asObject, asString } from './decode';

export class WalletApi {
  constructor(private readonly transport: Transport) {}

  /** The member's balance in major units (2 decimals), as the platform reports it. */
  async getBalance(): Promise<Balance> {
    const value = asObject(await this.transport.send(walletEndpoints.balance));
    return {
      balance: asNumber(value.balance),
      currencySymbol: asString(value.currencySymbol),
    };
  }
}
