import { bankCardsEndpoints } from '../catalogue/bankCards';
import type { Transport } from '../transport';
import { asArray, asNumber, asObject, asString, truthy, type Json } from './decode';

export type AccountType = 'BC' | 'EW';

/** A bank card or e-wallet withdrawals are paid to; the number comes masked. */
export interface BoundAccount {
  id: string;
  type: AccountType;
  bankCode: string;
  bankName: string;
  cardNo: string;
  payeeName: string;
  isDefault: boolean;
}

export interface BindConfig {
  maxBankCards: number;
  maxEWallets: number;
  cardNoMinLength: number;
  cardNoMaxLength: number;
  payeeNameRequired: boolean;
  branchRequired: boolean;
  /** The name on file; empty when the first binding must ask for it. */
  payeeName: string;
  bankCardCount: number;
  eWalletCount: number;
}

export interface Bank {
  bankCode: string;
  bankName: string;
}

export interface WalletType {
  walletType: string;
  name: string;
}

export interface BindInput {
  type: AccountType;
  /** Bank code for a card, wallet type for an e-wallet. */
  bankCode: string;
  cardNo: string;
  payeeName?: string;
  branch?: string;
}

function readAccount(value: unknown): BoundAccount {
  const v = asObject(value);
  return {
    id: asString(v.id),
    type: v.type === 'EW' ? 'EW' : 'BC',
    bankCode: asString(v.bankCode),
    bankName: asString(v.bankName),
    cardNo: asString(v.cardNo),
    payeeName: asString(v.payeeName),
    isDefault: truthy(v.isDefault),
  };
}

/** Bank cards and e-wallets: list, bind config, banks and wallet types, bind, set default. */
export class BankCardsApi {
  constructor(private readonly transport: Transport) {}

  async accounts(): Promise<BoundAccount[]> {
    const v = asObject(
      await this.transport.send(bankCardsEndpoints.getWithdrawAccountInfo, { groupId: 0 }),
    );
    return asArray<unknown>(v.list).map(readAccount);
  }

  async bindConfig(): Promise<BindConfig> {
    const v = asObject(await this.transport.send(bankCardsEndpoints.bindConfig));
    return {
      maxBankCards: asNumber(v.maxBankCards),
      maxEWallets: asNumber(v.maxEWallets),
      cardNoMinLength: asNumber(v.cardNoMinLength, 1),
      cardNoMaxLength: asNumber(v.cardNoMaxLength, 30),
      payeeNameRequired: truthy(v.payeeNameRequired),
      branchRequired: truthy(v.branchRequired),
      payeeName: asString(v.payeeName),
      bankCardCount: asNumber(v.bankCardCount),
      eWalletCount: asNumber(v.eWalletCount),
    };
  }

  async banks(): Promise<Bank[]> {
    const v = asObject(await this.transport.send(bankCardsEndpoints.getBanks));
    return asArray<Json>(v.list).map((b) => ({
      bankCode: asString(b.bankCode),
      bankName: asString(b.bankName),
    }));
  }

  async walletTypes(): Promise<WalletType[]> {
    const v = asObject(await this.transport.send(bankCardsEndpoints.getWalletTypes));
    return asArray<Json>(v.list).map((w) => ({
      walletType: asString(w.walletType),
      name: asString(w.name),
    }));
  }

  /** Encrypted: it carries the account number. */
  async bind(input: BindInput): Promise<BoundAccount> {
    const payload: Record<string, unknown> = {
      type: input.type,
      bankCode: input.bankCode,
      cardNo: input.cardNo,
    };
    if (input.payeeName) payload.payeeName = input.payeeName;
    if (input.branch) payload.branch = input.branch;
    return readAccount(await this.transport.send(bankCardsEndpoints.bindCardBase, payload));
  }

  async setDefault(bankCardId: string): Promise<BoundAccount> {
    return readAccount(
      await this.transport.send(bankCardsEndpoints.setDefaultWithdrawAccount, { bankCardId }),
    );
  }
}
